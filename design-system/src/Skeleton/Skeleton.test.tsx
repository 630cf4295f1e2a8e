import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Skeleton } from './Skeleton.tsx';

/** The Playwright provider's CDP session; its `send` typing ships with a package this one does not depend on. */
interface ChromiumSession {
  send(method: 'Emulation.setEmulatedMedia', params: { features: { name: string; value: string }[] }): Promise<unknown>;
}

async function emulateReducedMotion(value: 'reduce' | 'no-preference') {
  await (cdp() as unknown as ChromiumSession).send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value }],
  });
}

describe('Skeleton', () => {
  afterEach(async () => {
    await emulateReducedMotion('no-preference');
  });

  it('is hidden from assistive technology without a status label', async () => {
    const screen = await render(<Skeleton lines={4} />);
    const skeleton = screen.container.querySelector('[data-skeleton="text"]');
    expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton?.children).toHaveLength(4);
    expect(screen.container.querySelector('[role="status"]')).toBeNull();
  });

  it('announces the loading region once, through role status and its label', async () => {
    const screen = await render(<Skeleton shape="block" statusLabel="Loading showtimes" />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading showtimes');
  });

  it('pulses, and stops under prefers-reduced-motion', async () => {
    const screen = await render(<Skeleton shape="poster" />);
    const bone = screen.container.querySelector('[data-skeleton] > span')!;
    expect(getComputedStyle(bone).animationName).not.toBe('none');
    await emulateReducedMotion('reduce');
    expect(getComputedStyle(bone).animationName).toBe('none');
  });
});
