import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { breakpoints } from '@marquee/themes';
import { render } from 'vitest-browser-react';
import { Backdrop, Poster, srcSetOf } from './Poster.tsx';
import * as styles from './Poster.stories.css.ts';

/** A square picture: if the frame followed the image, a poster would turn square once loaded. */
const squareImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="red"/></svg>',
  );

function frameOf(container: HTMLElement, shape: 'poster' | 'backdrop') {
  const frame = container.querySelector<HTMLElement>(`[data-shape="${shape}"]`);
  if (!frame) throw new Error(`no ${shape} frame`);
  return frame;
}

describe('Poster', () => {
  it('reserves its 2:3 box before the image loads, and keeps it after (no layout shift)', async () => {
    const screen = await render(
      <div className={styles.posterSlot}>
        <Poster sources={{ md: squareImage, lg: squareImage }} alt="Dune" />
      </div>,
    );
    const frame = frameOf(screen.container, 'poster');
    const image = screen.getByRole('img', { name: 'Dune' }).element() as HTMLImageElement;
    const heightBeforeLoad = frame.getBoundingClientRect().height;
    await expect.poll(() => image.complete && image.naturalWidth > 0).toBe(true);
    const heightAfterLoad = frame.getBoundingClientRect().height;
    expect(heightBeforeLoad).toBe(330); // 220 px wide at 2:3
    expect(heightAfterLoad).toBe(heightBeforeLoad);
  });

  it('shows the named placeholder in the same box when the image fails to load', async () => {
    const screen = await render(
      <div className={styles.posterSlot}>
        <Poster sources={{ md: '/missing/md.jpg', lg: '/missing/lg.jpg' }} alt="Dune" />
      </div>,
    );
    const frame = frameOf(screen.container, 'poster');
    await expect.poll(() => screen.container.querySelector('img')).toBeNull();
    await expect.element(page.getByRole('img', { name: 'Dune' })).toBeVisible();
    expect(frame.getBoundingClientRect().height).toBe(330);
  });

  it('issue 20 designed fallback: a broken poster shows the show title on the brand surface, hidden from assistive technology beside the title', async () => {
    const screen = await render(
      <div className={styles.posterSlot}>
        <Poster sources={{ md: '/missing/md.jpg', lg: '/missing/lg.jpg' }} alt="" title="La Grande Évasion" />
      </div>,
    );
    const frame = frameOf(screen.container, 'poster');
    await expect.poll(() => frame.hasAttribute('data-fallback')).toBe(true);
    expect(screen.container.querySelector('img')).toBeNull();
    const title = screen.getByText('La Grande Évasion');
    await expect.element(title).toBeVisible();
    expect(title.element().closest('[aria-hidden="true"]')).not.toBeNull();
    // The title sits on the theme's brand surface, inside the frame (nothing overflows).
    const surface = getComputedStyle(title.element().parentElement!);
    expect(surface.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(title.element().getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.getBoundingClientRect().bottom);
  });

  it('issue 20 designed fallback: an image already failed in the server HTML before hydration shows the fallback on mount', async () => {
    const tree = (
      <div className={styles.posterSlot}>
        <Poster sources={{ md: '/missing/early-md.jpg', lg: '/missing/early-lg.jpg' }} alt="" title="Orbite" />
      </div>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(tree);
    const serverImage = container.querySelector('img')!;
    // The error event fires here, while nothing listens: React is not attached yet.
    await expect.poll(() => serverImage.complete && serverImage.naturalWidth === 0).toBe(true);
    const root = hydrateRoot(container, tree);
    await expect.poll(() => container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Orbite');
    root.unmount();
    container.remove();
  });

  it('shows the placeholder without sources, hidden from assistive technology when decorative', async () => {
    const screen = await render(<Poster sources={null} alt="" />);
    expect(screen.container.querySelector('img')).toBeNull();
    expect(screen.container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('lazy-loads by default and loads the LCP image eagerly at high priority', async () => {
    const screen = await render(
      <>
        <Poster sources={{ md: squareImage, lg: squareImage }} alt="Lazy" />
        <Poster sources={{ md: squareImage, lg: squareImage }} alt="Eager" priority />
      </>,
    );
    await expect.element(screen.getByRole('img', { name: 'Lazy' })).toHaveAttribute('loading', 'lazy');
    const eager = screen.getByRole('img', { name: 'Eager' });
    await expect.element(eager).toHaveAttribute('loading', 'eager');
    await expect.element(eager).toHaveAttribute('fetchpriority', 'high');
  });

  it('real-api.md poster {md, lg}: srcSet offers both with their widths', async () => {
    // Files that load: a missing one gives way to the designed fallback (decision 0066).
    const file = (size: string) =>
      'data:image/svg+xml,' +
      encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="2" height="3"><title>${size}</title></svg>`);
    const screen = await render(<Poster sources={{ md: file('md'), lg: file('lg') }} alt="Dune" />);
    const image = screen.getByRole('img', { name: 'Dune' });
    await expect.element(image).toHaveAttribute('srcset', `${file('md')} 300w, ${file('lg')} 600w`);
    await expect.element(image).toHaveAttribute('src', file('md'));
  });
});

describe('srcSetOf', () => {
  it('issue 20: one address given for every size (a single-URL field) gives no srcSet', () => {
    expect(
      srcSetOf([
        ['/a.jpg', 300],
        ['/a.jpg', 600],
      ]),
    ).toBeUndefined();
    expect(
      srcSetOf([
        [null, 640],
        ['/m.jpg', 1280],
        ['/l.jpg', 1920],
      ]),
    ).toBe('/m.jpg 1280w, /l.jpg 1920w');
  });
});

describe('Backdrop', () => {
  it('issue 20: a single address renders without srcset or sizes, lazily and decoded off the main thread', async () => {
    const screen = await render(<Backdrop sources={{ md: '/one.jpg', lg: '/one.jpg' }} alt="" />);
    const image = screen.container.querySelector('img')!;
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('sizes')).toBe(false);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
  });

  it('issue 20 designed fallback: a broken backdrop shows the pattern and the glyph in its 16:9 box', async () => {
    const screen = await render(
      <div className={styles.posterSlot}>
        <Backdrop sources={{ md: '/missing/b-md.jpg', lg: '/missing/b-lg.jpg' }} alt="" />
      </div>,
    );
    const frame = frameOf(screen.container, 'backdrop');
    await expect.poll(() => frame.hasAttribute('data-fallback')).toBe(true);
    expect(frame.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(getComputedStyle(frame).backgroundImage).toContain('repeating-linear-gradient');
    const box = frame.getBoundingClientRect();
    expect(box.width / box.height).toBeCloseTo(16 / 9, 2);
  });

  it('real-api.md backdrop {sm, md, lg}: 16:9 box and a srcSet without the missing sm', async () => {
    const screen = await render(
      <div className={styles.posterSlot}>
        <Backdrop sources={{ sm: null, md: '/b/md.jpg', lg: '/b/lg.jpg' }} alt="" />
      </div>,
    );
    const box = frameOf(screen.container, 'backdrop').getBoundingClientRect();
    expect(box.width / box.height).toBeCloseTo(16 / 9, 2);
    const image = screen.container.querySelector('img');
    expect(image?.getAttribute('srcset')).toBe('/b/md.jpg 1280w, /b/lg.jpg 1920w');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('catalogue.txt §9 breakpoints: the mobile source replaces the set below 700 px only', async () => {
    const mobile = squareImage.replace('red', 'blue');
    const wide = { md: squareImage, lg: squareImage };
    await page.viewport(breakpoints.tablet - 1, 800);
    const onPhone = await render(<Backdrop sources={wide} mobileSource={mobile} alt="" priority />);
    const phoneImage = onPhone.container.querySelector('img')!;
    await expect.poll(() => phoneImage.currentSrc).toBe(mobile);
    onPhone.unmount();

    await page.viewport(breakpoints.tablet, 800);
    const onTablet = await render(<Backdrop sources={wide} mobileSource={mobile} alt="" priority />);
    const tabletImage = onTablet.container.querySelector('img')!;
    await expect.poll(() => tabletImage.currentSrc).toBe(squareImage);
  });

  it('has no picture source without a mobile source', async () => {
    const screen = await render(<Backdrop sources={{ md: '/b/md.jpg', lg: '/b/lg.jpg' }} alt="" />);
    expect(screen.container.querySelector('source')).toBeNull();
  });
});
