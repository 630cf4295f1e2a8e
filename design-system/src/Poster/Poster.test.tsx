import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { breakpoints } from '@marquee/themes';
import { render } from 'vitest-browser-react';
import { Backdrop, Poster } from './Poster.tsx';
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
    const screen = await render(<Poster sources={{ md: '/p/md.jpg', lg: '/p/lg.jpg' }} alt="Dune" />);
    const image = screen.getByRole('img', { name: 'Dune' });
    await expect.element(image).toHaveAttribute('srcset', '/p/md.jpg 300w, /p/lg.jpg 600w');
    await expect.element(image).toHaveAttribute('src', '/p/md.jpg');
  });
});

describe('Backdrop', () => {
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
