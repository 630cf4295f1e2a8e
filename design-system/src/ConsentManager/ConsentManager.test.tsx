import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { ConsentManager } from './ConsentManager.tsx';
import { consentArgs, forgetConsent } from './fixtures.ts';

afterEach(() => forgetConsent());

describe('ConsentManager', () => {
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

  it('shows its texts as text, never as markup', async () => {
    const labels = { ...consentArgs.labels, description: 'Cookies <b>and</b> you' };
    await render(<ConsentManager {...consentArgs} labels={labels} onChoice={() => {}} />);
    await expect.element(page.getByText('Cookies <b>and</b> you')).toBeVisible();
  });
});
