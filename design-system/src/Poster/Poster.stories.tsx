import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { onlyMediaQueries } from '@marquee/themes';
import { Backdrop, Poster } from './Poster.tsx';
import * as styles from './Poster.stories.css.ts';

/** Stand-ins for the CDN's poster and backdrop files (real-api.md: `{md, lg}` and `{sm, md, lg}`). */
function picture(width: number, height: number, label: string) {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
        `<rect width="100%" height="100%" fill="#1b1f3b"/><circle cx="50%" cy="40%" r="${width / 5}" fill="#ffc72c"/>` +
        `<text x="50%" y="85%" font-size="${width / 10}" text-anchor="middle" fill="#fff">${label}</text></svg>`,
    )
  );
}

const posterSources = { md: picture(300, 450, 'md'), lg: picture(600, 900, 'lg') };
const backdropSources = {
  sm: picture(640, 360, 'sm'),
  md: picture(1280, 720, 'md'),
  lg: picture(1920, 1080, 'lg'),
};

const meta = {
  title: 'Design system/Media and labels/Poster',
  tags: ['autodocs'],
  component: Poster,
  subcomponents: { Backdrop },
  args: { sources: posterSources, alt: 'Dune: Part Two poster' },
  decorators: [
    (Story) => (
      <div className={styles.posterSlot}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Poster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Dune: Part Two poster' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image.getAttribute('srcset')).toMatch(/ 300w, .* 600w$/);
  },
};

export const NoSource: Story = {
  args: { sources: null },
  play: async ({ canvasElement }) => {
    // The placeholder keeps the name, so the missing picture is still announced.
    await expect(within(canvasElement).getByRole('img', { name: 'Dune: Part Two poster' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** issue 20 designed fallback: a broken poster shows the show's title in the theme's type on its brand surface. */
export const LoadError: Story = {
  // The visual suite fails a story on an image that does not load, except where that is the point.
  tags: ['missing-image'],
  args: { sources: { md: '/missing/poster-md.jpg', lg: '/missing/poster-lg.jpg' }, title: 'Dune : deuxième partie' },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-shape="poster"]');
    const heightBefore = frame?.getBoundingClientRect().height;
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(within(canvasElement).getByRole('img', { name: 'Dune: Part Two poster' })).toBeVisible();
    await expect(within(canvasElement).getByText('Dune : deuxième partie')).toBeVisible();
    // The placeholder takes the very same box: no layout shift.
    await expect(frame?.getBoundingClientRect().height).toBe(heightBefore);
  },
};

export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const BackdropLoaded: Story = {
  render: () => <Backdrop sources={backdropSources} alt="" priority />,
  decorators: [
    (Story) => (
      <div className={styles.backdropSlot}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-shape="backdrop"]');
    const box = frame?.getBoundingClientRect();
    await expect(box && Math.round((box.width / box.height) * 100) / 100).toBeCloseTo(16 / 9, 1);
    await expect(canvasElement.querySelector('img')?.getAttribute('srcset')).toMatch(/640w, .* 1280w, .* 1920w$/);
  },
};

const mobileBackdrop = picture(640, 360, 'mobile');

/**
 * Art direction (a city's backdropMobile): phones below 700 px get the picture framed for them,
 * wider screens the `{sm, md, lg}` set. Switch the viewport to see the other one.
 */
export const BackdropArtDirected: Story = {
  render: () => <Backdrop sources={backdropSources} mobileSource={mobileBackdrop} alt="" priority />,
  decorators: [
    (Story) => (
      <div className={styles.backdropSlot}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image?.complete && image.naturalWidth > 0).toBe(true));
    const onPhone = window.matchMedia(onlyMediaQueries.mobile).matches;
    await expect(image?.currentSrc === mobileBackdrop).toBe(onPhone);
  },
};

export const BackdropArtDirectedMobile: Story = {
  ...BackdropArtDirected,
  // Its play function is the spread story's: a tag the indexer cannot infer (decision 0026).
  tags: ['play-fn'],
  globals: { viewport: { value: 'mobile' } },
};

/** issue 20 designed fallback for every other picture: the brand's neutral pattern and the film glyph, same 16:9 box. */
export const BackdropLoadError: Story = {
  tags: ['missing-image'],
  render: () => <Backdrop sources={{ md: '/missing/backdrop-md.jpg', lg: '/missing/backdrop-lg.jpg' }} alt="" />,
  decorators: [
    (Story) => (
      <div className={styles.backdropSlot}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-fallback] svg')).not.toBeNull());
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const BackdropPlaceholder: Story = {
  render: () => <Backdrop sources={null} alt="" />,
  decorators: [
    (Story) => (
      <div className={styles.backdropSlot}>
        <Story />
      </div>
    ),
  ],
};
