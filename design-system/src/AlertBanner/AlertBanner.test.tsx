import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AlertBanner } from './AlertBanner.tsx';

describe('AlertBanner (member-and-shell.txt §2 Alert banner)', () => {
  it('member-and-shell.txt §2 Alert banner: a closable banner closes from the keyboard through its labelled button', async () => {
    const onClose = vi.fn();
    const screen = await render(
      <AlertBanner level="warning" title="Limit reached" onClose={onClose} closeLabel="Close the message" />,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Close the message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('catalogue.txt §4 Alert banner: a banner without onClose offers no close button', async () => {
    const screen = await render(<AlertBanner level="info" title="New showtimes" />);
    await expect.element(screen.getByText('New showtimes')).toBeVisible();
    expect(screen.container.querySelector('button')).toBeNull();
  });

  it('member-and-shell.txt §2 Alert banner: the HTML subtitle renders as markup, the glyph stays hidden from assistive technology', async () => {
    const screen = await render(
      <AlertBanner
        level="warning"
        title="Limit reached"
        subtitleHtml="Remove one of your <strong>5</strong> cinemas."
      />,
    );
    await expect.element(screen.getByText('5', { exact: true })).toBeVisible();
    expect(screen.getByText('5', { exact: true }).element().tagName).toBe('STRONG');
    expect(screen.container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('catalogue.txt §4 Alert banner: the level is given in text before the title, not by colour alone', async () => {
    const screen = await render(<AlertBanner level="warning" levelLabel="Warning:" title="Limit reached" />);
    const title = screen.getByText(/Limit reached/);
    await expect.element(title).toHaveTextContent('Warning: Limit reached');
    expect(screen.container.firstElementChild).toHaveAttribute('data-level', 'warning');
  });

  it('catalogue.txt §8: the call to action is a link to its address', async () => {
    const screen = await render(
      <AlertBanner level="info" title="Check failed" action={{ label: 'Help centre', href: '/help' }} />,
    );
    await expect.element(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
  });
});
