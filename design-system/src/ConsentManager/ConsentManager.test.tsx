import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { ConsentBanner } from './ConsentBanner.tsx';
import { ConsentManager } from './ConsentManager.tsx';
import { consentArgs, forgetConsent } from './fixtures.ts';

afterEach(() => {
  forgetConsent();
  document.documentElement.removeAttribute('data-consent-stored');
});

describe('ConsentManager', () => {
  it('member §4 Tracking under consent: a press on the banner before the library has started waits for it, then counts', async () => {
    const onChoice = vi.fn();
    await render(<ConsentManager {...consentArgs} onChoice={onChoice} />);
    // At once, before the library has loaded and reported (the server's banner, hydrated): the
    // first test of the file, so the library's module is not loaded yet.
    const early = document.querySelector<HTMLButtonElement>('[data-consent-banner="unknown"] button');
    expect(early, 'the banner before the library has read the choice').not.toBeNull();
    early?.click();
    await vi.waitFor(() => expect(onChoice).toHaveBeenLastCalledWith(['necessary', 'analytics', 'support']));
    await expect.element(page.getByRole('dialog', { name: consentArgs.labels.title })).not.toBeInTheDocument();
  });

  it('a choice made with the keyboard gives the focus back to where it was before the banner', async () => {
    const onChoice = vi.fn();
    await render(
      <>
        <a href="#footer-end">Plan du site</a>
        <ConsentManager {...consentArgs} onChoice={onChoice} />
      </>,
    );
    await vi.waitFor(() => expect(onChoice).toHaveBeenLastCalledWith(null));
    const before = page.getByRole('link', { name: 'Plan du site' });
    (before.element() as HTMLElement).focus();
    // The banner's privacy link, then its first button.
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(page.getByRole('button', { name: consentArgs.labels.acceptAll })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onChoice).toHaveBeenLastCalledWith(['necessary', 'analytics', 'support']));
    await expect.element(page.getByRole('dialog', { name: consentArgs.labels.title })).not.toBeInTheDocument();
    await expect.element(before).toHaveFocus();
  });

  it('issue 21 consent: a first visit reports no choice and shows the banner', async () => {
    const onChoice = vi.fn();
    await render(<ConsentManager {...consentArgs} onChoice={onChoice} />);
    await expect.element(page.getByRole('dialog', { name: consentArgs.labels.title })).toBeVisible();
    await vi.waitFor(() => expect(onChoice).toHaveBeenLastCalledWith(null));
  });

  it('issue 21 consent: a kept choice is reported at start and the banner stays away', async () => {
    const first = vi.fn();
    const screen = await render(<ConsentManager {...consentArgs} onChoice={first} />);
    await page.getByRole('button', { name: 'Refuse all' }).click();
    await vi.waitFor(() => expect(first).toHaveBeenLastCalledWith(['necessary']));
    await screen.unmount();

    const next = vi.fn();
    await render(<ConsentManager {...consentArgs} onChoice={next} />);
    await vi.waitFor(() => expect(next).toHaveBeenLastCalledWith(['necessary']));
    await expect.element(page.getByRole('dialog', { name: consentArgs.labels.title })).not.toBeInTheDocument();
  });

  it("member §4 Tracking under consent: the banner is in the server's HTML, so a first visit sees it with the first paint", () => {
    const html = renderToString(<ConsentManager {...consentArgs} onChoice={() => {}} />);
    expect(html).toContain('role="dialog"');
    expect(html).toContain('data-consent-banner="unknown"');
    expect(html).toContain(consentArgs.labels.title);
    expect(html).toContain(consentArgs.labels.rejectAll);
  });

  it("member §4 Tracking under consent: a choice the head found stored hides the server's banner; once the library has read no valid choice, it asks", async () => {
    document.documentElement.setAttribute('data-consent-stored', '');
    const banner = (state: 'unknown' | 'open') => (
      <ConsentBanner
        state={state}
        labels={consentArgs.labels}
        onAcceptAll={() => {}}
        onRejectAll={() => {}}
        onShowPreferences={() => {}}
      />
    );
    const server = await render(banner('unknown'));
    // The server's rendering, before the library has read the choice: hidden.
    const hidden = server.container.querySelector('[data-consent-banner="unknown"]');
    expect(hidden).not.toBeNull();
    expect(getComputedStyle(hidden as Element).display).toBe('none');
    await server.unmount();
    const asking = await render(banner('open'));
    await expect.element(page.getByRole('dialog', { name: consentArgs.labels.title })).toBeVisible();
    await asking.unmount();

    // The cookie the head saw was not a valid choice for the library: the banner asks, visibly.
    const onChoice = vi.fn();
    await render(<ConsentManager {...consentArgs} onChoice={onChoice} />);
    await vi.waitFor(() => expect(onChoice).toHaveBeenLastCalledWith(null));
    await expect.element(page.getByRole('dialog', { name: consentArgs.labels.title })).toBeVisible();
  });

  it('shows its texts as text, never as markup', async () => {
    const labels = { ...consentArgs.labels, description: 'Cookies <b>and</b> you' };
    await render(<ConsentManager {...consentArgs} labels={labels} onChoice={() => {}} />);
    await expect.element(page.getByText('Cookies <b>and</b> you')).toBeVisible();
  });
});
