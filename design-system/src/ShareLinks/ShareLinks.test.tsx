import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ShareLinks } from './ShareLinks.tsx';

const links = [
  { network: 'facebook', url: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.marquee.fr%2Fa' },
  { network: 'twitter', url: 'https://x.com/intent/post?url=https%3A%2F%2Fwww.marquee.fr%2Fa' },
] as const;

describe('ShareLinks', () => {
  it('catalogue.txt §3 Article social media: one link per network, named by the label, twitter as X, each a new tab said so', async () => {
    const screen = await render(<ShareLinks label="Share this article" links={links} newTabHint="(new tab)" />);
    const list = screen.getByRole('list', { name: 'Share this article' });
    await expect.element(list).toBeVisible();
    const facebook = screen.getByRole('link', { name: 'Facebook (new tab)' });
    await expect.element(facebook).toHaveAttribute('href', links[0].url);
    await expect.element(facebook).toHaveAttribute('target', '_blank');
    await expect.element(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(screen.getByRole('link', { name: 'X (new tab)' })).toHaveAttribute('href', links[1].url);
  });

  it('is reached from the keyboard, focus shown', async () => {
    const screen = await render(<ShareLinks label="Share" links={links} newTabHint="(new tab)" />);
    await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('link', { name: 'Facebook (new tab)' }))
      .toHaveAttribute('data-focus-visible', 'true');
  });

  it('renders nothing without a network', async () => {
    const screen = await render(<ShareLinks label="Share" links={[]} newTabHint="(new tab)" />);
    expect(screen.container.textContent).toBe('');
  });
});
