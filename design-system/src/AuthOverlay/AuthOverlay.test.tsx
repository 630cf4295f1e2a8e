import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AuthOverlay } from './AuthOverlay.tsx';

const base = { src: 'about:blank', title: 'Sign in', placement: 'centered', loadingLabel: 'Loading…' } as const;

describe('AuthOverlay', () => {
  it('member §2 Authentication overlay "with a close link when closable": the link and Escape close it', async () => {
    const onClose = vi.fn();
    const screen = await render(<AuthOverlay {...base} onClose={onClose} closeLabel="Close" />);
    await expect.element(screen.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('member §4 forced frames: no close link, and Escape leaves it open', async () => {
    const screen = await render(<AuthOverlay {...base} placement="fullscreen" />);
    await expect.element(screen.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    expect(screen.container.ownerDocument.querySelectorAll('[role=dialog] button')).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });
});
