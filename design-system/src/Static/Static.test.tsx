import { type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Link } from '../Link/Link.tsx';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import { Static } from './Static.tsx';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.splice(0)) step();
});

/** Counts the renders of what a region holds: none while the page hydrates means React kept the server's HTML. */
function Counted({ renders, children }: { renders: string[]; children: ReactNode }) {
  renders.push('rendered');
  return children;
}

/**
 * The HTML the server sends for `tree`, then the browser hydrating it. (The server's HTML is a
 * render's: `renderToString` run in a browser would take itself for the hydrating browser.)
 */
function hydrated(tree: ReactNode): { container: HTMLElement; serverHtml: string; root: Root } {
  const server = document.createElement('div');
  const serverRoot = createRoot(server);
  flushSync(() => serverRoot.render(tree));
  const serverHtml = server.innerHTML;
  serverRoot.unmount();
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const root = flushSync(() => hydrateRoot(container, tree));
  cleanup.push(() => {
    root.unmount();
    container.remove();
  });
  return { container, serverHtml, root };
}

/** React has hydrated the region (its element carries React's fiber), then run its effects and what they scheduled. */
const settled = async (container: HTMLElement) => {
  await expect
    .poll(() => Object.keys(container.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber')))
    .toBe(true);
  for (let i = 0; i < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
};

// Issue 18 (decision 0028, stop 48): a region of links and pictures is not hydrated.
describe('Static', () => {
  it('keeps the server’s HTML while the page hydrates: nothing inside renders', async () => {
    const renders: string[] = [];
    const tree = (
      <Static as="ul" aria-label="Films" content="a b">
        <Counted renders={renders}>
          <li>
            <a href="/films/a">A</a>
          </li>
          <li>
            <a href="/films/b">B</a>
          </li>
        </Counted>
      </Static>
    );
    const { container, serverHtml } = hydrated(tree);
    renders.length = 0;
    await settled(container);
    expect(renders).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelectorAll('li a')).toHaveLength(2);
    expect(container.querySelector('ul')?.getAttribute('aria-label')).toBe('Films');
  });

  it('renders its content where the browser draws the page (a client navigation, Storybook)', async () => {
    const screen = await render(
      <Static as="ul" content="a">
        <li>
          <a href="/films/a">A</a>
        </li>
      </Static>,
    );
    await expect.element(screen.getByRole('link', { name: 'A' })).toBeVisible();
  });

  it('opens a kept link through the app’s router, and leaves a modified click to the browser', async () => {
    const navigate = vi.fn();
    const renders: string[] = [];
    const { container } = hydrated(
      <LinkProvider navigate={navigate}>
        <Static content="a">
          <Counted renders={renders}>
            <Link href="/films/a">
              <span>A</span>
            </Link>
          </Counted>
        </Static>
      </LinkProvider>,
    );
    renders.length = 0;
    await settled(container);
    const link = container.querySelector('a')!;
    const before = window.location.href;
    link.querySelector('span')!.click();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/films/a', undefined);
    expect(window.location.href).toBe(before);

    let leftToBrowser: boolean | undefined;
    container.addEventListener(
      'click',
      (event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(leftToBrowser).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(renders).toEqual([]);
  });

  it('renders its content once what it shows changes (another tab of films)', async () => {
    const list = (slugs: string[]) => (
      <Static as="ul" content={slugs.join(' ')}>
        {slugs.map((slug) => (
          <li key={slug}>{slug}</li>
        ))}
      </Static>
    );
    const { container, root } = hydrated(list(['orbite', 'mila']));
    await settled(container);
    flushSync(() => root.render(list(['orbite', 'mila'])));
    expect(container.textContent).toBe('orbitemila');
    flushSync(() => root.render(list(['carmen'])));
    expect(container.querySelectorAll('li')).toHaveLength(1);
    expect(container.textContent).toBe('carmen');
  });

  it('renders its content when a picture in it fails, so that its designed fallback shows', async () => {
    const renders: string[] = [];
    const { container } = hydrated(
      <Static content="a">
        <Counted renders={renders}>
          <img src="/missing/poster-that-fails.jpg" alt="" />
        </Counted>
      </Static>,
    );
    renders.length = 0;
    await expect.poll(() => renders.length).toBeGreaterThan(0);
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('a frozen region (the no-script half of a ScriptSwitch) stays as the server sent it', async () => {
    const list = (text: string) => (
      <Static content={text} frozen>
        <p>{text}</p>
      </Static>
    );
    const { container, root } = hydrated(list('before'));
    await settled(container);
    flushSync(() => root.render(list('after')));
    expect(container.textContent).toBe('before');
  });
});
