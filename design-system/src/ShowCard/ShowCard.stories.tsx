import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { flagColors } from '../Flag/Flag.tsx';
import { ShowCard, showCardHeadingLevels, ShowCardSkeleton, showCardSizes, type ShowCardProps } from './ShowCard.tsx';
import * as styles from './ShowCard.stories.css.ts';

/** A stand-in for the CDN's poster files (real-api.md posterPath `{md, lg}`). */
function poster(width: number, label: string) {
  const height = (width * 3) / 2;
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<rect width="100%" height="100%" fill="#2b1b3b"/><circle cx="50%" cy="40%" r="${width / 5}" fill="#ffc72c"/>` +
        `<text x="50%" y="85%" font-size="${width / 8}" text-anchor="middle" fill="#fff">${label}</text></svg>`,
    )
  );
}

const posterSources = { md: poster(300, 'Dune'), lg: poster(600, 'Dune') };

const meta = {
  title: 'Design system/Cinema components/ShowCard',
  tags: ['autodocs'],
  component: ShowCard,
  args: {
    title: 'Dune: Part Two',
    href: '/films/dune-part-two-47667',
    poster: posterSources,
    genres: ['Science fiction', 'Adventure'],
    duration: '2 h 46 min',
    contentRating: {
      system: 'csa',
      code: '-12ans',
      label: 'Not suitable for under 12',
      allAudiencesLabel: 'All audiences',
    },
    availability: { status: 'bookable', label: 'On sale' },
  },
  subcomponents: { ShowCardSkeleton },
  argTypes: {
    size: { control: 'inline-radio', options: showCardSizes },
    headingLevel: { control: 'inline-radio', options: showCardHeadingLevels },
    duration: { control: 'text' },
  },
  decorators: [
    (Story, { args }) => (
      <div className={args.size === 'compact' ? styles.compactSlot : styles.regularSlot}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShowCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one link, named by the title alone (no nested interactive element). */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Dune: Part Two');
    await expect(links[0]).toHaveAttribute('href', '/films/dune-part-two-47667');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dune: Part Two' })).toBeVisible();
  },
};

export const Compact: Story = {
  args: { size: 'compact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Dune: Part Two');
    // Compact cards leave the genres and duration to the film page.
    await expect(canvas.queryByText(/Science fiction/)).toBeNull();
  },
};

/** catalogue.txt §4 Show flags: not bookable means coming soon, with the release date. */
export const ComingSoon: Story = {
  args: { availability: { status: 'comingSoon', label: 'Coming soon', releaseDate: '12 March 2026' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.getByText('12 March 2026')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Dune: Part Two');
  },
};

export const Bookable: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('On sale')).toBeVisible();
  },
};

/** New, premiere and the show's own label on its flag colour (catalogue.txt §3 Flag colours). */
export const Flags: Story = {
  args: {
    newLabel: 'New',
    premiereLabel: 'Premiere',
    label: { text: 'Last chance', color: 2 },
  },
  argTypes: {
    label: { control: 'object' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Premiere')).toBeVisible();
    await expect(canvas.getByText('Last chance').closest('[data-flag-color]')).toHaveAttribute(
      'data-flag-color',
      String(flagColors[1]),
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const WithoutPoster: Story = {
  args: { poster: null },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Mobile: Story = {
  args: { size: 'compact', newLabel: 'New' },
  globals: { viewport: { value: 'mobile' } },
};

type SkeletonArgs = Pick<ShowCardProps, 'size'>;

export const Loading: StoryObj<SkeletonArgs> = {
  render: ({ size }) => <ShowCardSkeleton size={size} statusLabel="Loading films…" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading films…');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
