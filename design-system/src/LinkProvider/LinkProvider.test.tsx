import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Link } from '../Link/Link.tsx';
import { LinkProvider } from './LinkProvider.tsx';

describe('LinkProvider', () => {
  it('hands same-tab clicks to the app router and keeps the document', async () => {
    const navigate = vi.fn();
    const before = window.location.href;
    const screen = await render(
      <LinkProvider navigate={navigate} useHref={(path) => `/fr${path}`}>
        <Link href="/films/dune">Dune</Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Dune' });
    await expect.element(link).toHaveAttribute('href', '/fr/films/dune');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/films/dune', undefined);
    expect(window.location.href).toBe(before);
  });

  it('leaves modified clicks to the browser (open in a new tab)', async () => {
    const navigate = vi.fn();
    const screen = await render(
      <LinkProvider navigate={navigate}>
        <Link href="/films/dune">Dune</Link>
      </LinkProvider>,
    );
    let leftToBrowser: boolean | undefined;
    // React listens on the root container and stops propagation there; a later listener on the same
    // node still runs, after React: it records whether the router took the click, then cancels the tab.
    screen.container.addEventListener(
      'click',
      (event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: 'Dune' }).element().dispatchEvent(ctrlClick);
    expect(leftToBrowser).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
