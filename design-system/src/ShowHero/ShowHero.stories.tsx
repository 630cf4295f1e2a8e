import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ShowHero,
  type ShowEmotion,
  type ShowFeeling,
  type ShowHeroFeelings,
  type ShowHeroTrailer,
} from './ShowHero.tsx';

function picture(width: number, ratio: number, fill: string) {
  const height = Math.round(width * ratio);
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<rect width="100%" height="100%" fill="${fill}"/><circle cx="60%" cy="45%" r="${width / 6}" fill="#e0a030"/></svg>`,
    )
  );
}

const backdrop = {
  sm: picture(640, 9 / 16, '#3b2a1b'),
  md: picture(1280, 9 / 16, '#3b2a1b'),
  lg: picture(1920, 9 / 16, '#3b2a1b'),
};
const poster = { md: picture(300, 3 / 2, '#2b1b3b'), lg: picture(600, 3 / 2, '#2b1b3b') };

const feelingLabels = {
  group: 'Your opinion',
  disappointed: 'Disappointed',
  liked: 'Liked',
  loved: 'Loved',
  wishlist: 'Want to see',
};

const onToggle = fn();
const feelings: ShowHeroFeelings = {
  counts: { disappointed: 112, liked: 1204, loved: 3480, wishlist: 15021 },
  labels: feelingLabels,
  wishlist: false,
  emotion: null,
  onToggle,
};

function posterBox(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector('[data-shape="poster"]');
  if (!frame) throw new Error('The hero shows no poster frame');
  return frame.getBoundingClientRect();
}

const meta = {
  title: 'Design system/Cinema components/ShowHero',
  tags: ['autodocs'],
  component: ShowHero,
  args: {
    title: 'Dune: Part Two',
    backdrop,
    poster,
    contentRating: {
      system: 'csa',
      code: '-12ans',
      label: 'Not suitable for under 12',
      warning: 'Some scenes may upset younger viewers',
      allAudiencesLabel: 'All audiences',
    },
    facts: {
      genres: ['Science fiction', 'Adventure'],
      duration: '2 h 46 min',
      releaseDate: '28 February 2024',
      directors: 'Denis Villeneuve',
      actors: 'Timothée Chalamet, Zendaya, Rebecca Ferguson',
    },
    factLabels: {
      genres: 'Genres',
      duration: 'Duration',
      releaseDate: 'Release',
      directors: 'Director',
      actors: 'Cast',
    },
    synopsis:
      'Paul Atreides unites with Chani and the Fremen while seeking revenge against the conspirators who destroyed his family.\nFacing a choice between the love of his life and the fate of the universe, he must prevent a terrible future.',
    onPlayTrailer: fn(),
    trailerLabel: 'Play the trailer',
    feelings,
  },
  argTypes: {
    synopsis: { control: 'text' },
    // react-docgen reads no members of a union type: these rows are described here.
    onPlayTrailer: {
      description: 'Shows the trailer button and is called when it is pressed (the page opens the trailer pop-in).',
    },
    trailerLabel: { control: 'text', description: "The trailer button's text." },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShowHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dune: Part Two' })).toBeVisible();
    await expect(canvas.getByText('Some scenes may upset younger viewers')).toBeVisible();
    await expect(canvas.getByText('Denis Villeneuve')).toBeVisible();
    // Side by side: the details start to the right of the poster.
    const poster = posterBox(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(heading.left).toBeGreaterThan(poster.right);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // Stacked: the title sits below the poster.
    const poster = posterBox(canvasElement);
    const heading = within(canvasElement).getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(heading.top).toBeGreaterThanOrEqual(poster.bottom);
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };

export const Large: Story = { globals: { viewport: { value: 'large' } } };

export const PlayTrailer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play the trailer' }));
    await expect(args.onPlayTrailer).toHaveBeenCalledOnce();
  },
};

/** member-and-shell.txt §3 show counters, with the member's own wishlist and emotion pressed. */
export const FeelingsPressed: Story = {
  args: { feelings: { ...feelings, wishlist: true, emotion: 'loved' } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Your opinion' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'true',
      'true',
    ]);
  },
};

/** A press on the pressed emotion asks to release it. */
export const FeelingsPressedRelease: Story = {
  args: FeelingsPressed.args,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Your opinion' });
    await userEvent.click(within(group).getByRole('button', { name: /^Loved/ }));
    await expect(onToggle).toHaveBeenLastCalledWith('loved', false);
  },
};

/** A page holding the member's feelings: one emotion at a time, the wishlist on its own. */
export const FeelingsToggling: Story = {
  render: function Render({ onPlayTrailer, trailerLabel, ...args }) {
    // Storybook's merged args lose the trailer pair's either-or: rebuild it.
    const trailer: ShowHeroTrailer = onPlayTrailer && trailerLabel ? { onPlayTrailer, trailerLabel } : {};
    const [wishlist, setWishlist] = useState(false);
    const [emotion, setEmotion] = useState<ShowEmotion | null>(null);
    const toggle = (feeling: ShowFeeling, isPressed: boolean) => {
      if (feeling === 'wishlist') setWishlist(isPressed);
      else setEmotion(isPressed ? feeling : null);
    };
    return <ShowHero {...args} {...trailer} feelings={{ ...feelings, wishlist, emotion, onToggle: toggle }} />;
  },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Your opinion' }));
    const liked = group.getByRole('button', { name: /^Liked/ });
    const loved = group.getByRole('button', { name: /^Loved/ });
    const wishlist = group.getByRole('button', { name: /^Want to see/ });
    await userEvent.click(liked);
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(loved);
    await expect(loved).toHaveAttribute('aria-pressed', 'true');
    await expect(liked).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(wishlist);
    await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
    await expect(loved).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Minimal: Story = {
  args: {
    facts: {},
    synopsis: null,
    contentRating: undefined,
    feelings: undefined,
    onPlayTrailer: undefined,
    trailerLabel: undefined,
    backdrop: null,
    poster: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};
