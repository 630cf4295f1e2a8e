import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import { Link } from './Link.tsx';

describe('Link', () => {
  it('opens a new tab without access to this window, and says so to every user', async () => {
    const screen = await render(
      <Link href="https://www.csa.fr/" target="_blank" newTabHint="(opens in a new tab)">
        Age ratings
      </Link>,
    );
    const link = screen.getByRole('link', { name: /Age ratings.*\(opens in a new tab\)/ });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.element().querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('adds neither target, rel nor hint to a same-tab link', async () => {
    const screen = await render(<Link href="/cinemas">Cinemas</Link>);
    const link = screen.getByRole('link', { name: 'Cinemas' });
    expect(link.element().hasAttribute('target')).toBe(false);
    expect(link.element().hasAttribute('rel')).toBe(false);
    expect(link.element().querySelector('svg')).toBeNull();
  });

  it('follows from the keyboard through the injected router, and not while disabled', async () => {
    const navigate = vi.fn();
    const screen = await render(
      <LinkProvider navigate={navigate}>
        <Link href="/films">Films</Link>
        <Link href="/news" isDisabled>
          News
        </Link>
      </LinkProvider>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('link', { name: 'Films' })).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/films', undefined);
    await screen.getByRole('link', { name: 'News' }).click({ force: true });
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
