import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoSpriteSheet } from '../private/icons/demoSprite.tsx';
import { textOutsideRoundedBox } from '../private/testing/textFits.ts';
import { ShowtimeChip, showtimeStatuses, type ShowtimeChipProps } from './ShowtimeChip.tsx';

/** The controls see one flat shape; the render picks the link or the button form of the action. */
type ShowtimeChipStoryArgs = Omit<ShowtimeChipProps, 'href' | 'onSelect' | 'target' | 'newTabHint'> & {
  href?: string;
  onSelect?: () => void;
};

const bookingUrl = 'https://s.pathe.fr/fr/V3166S151771/booking';

const meta = {
  title: 'Design system/Cinema components/ShowtimeChip',
  tags: ['autodocs'],
  component: ShowtimeChip as ComponentType<ShowtimeChipStoryArgs>,
  render: ({ href, onSelect, ...args }) =>
    onSelect ? <ShowtimeChip {...args} onSelect={onSelect} /> : <ShowtimeChip {...args} href={href ?? bookingUrl} />,
  args: {
    status: 'available',
    time: '20:15',
    label: 'VF',
    href: bookingUrl,
    labels: { soldOut: 'Complet', locked: 'Réservation fermée', threeD: '3D' },
  },
  argTypes: {
    status: { control: 'inline-radio', options: showtimeStatuses },
    // react-docgen reads no members of a union type: these rows are described here.
    href: { control: 'text', description: 'The booking URL (tunnelUrl): the chip is a link to it.' },
    onSelect: {
      control: false,
      description: 'Makes the chip a button that calls this (the page opens the showtime details pop-in).',
    },
  },
  decorators: [
    (Story) => (
      <>
        <DemoSpriteSheet />
        <Story />
      </>
    ),
  ],
} satisfies Meta<ShowtimeChipStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** catalogue.txt §4 Showtime status available: a real link to the booking URL (tunnelUrl). */
export const Available: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '20:15 VF' });
    await expect(link).toHaveAttribute('href', bookingUrl);
    await expect(link).toHaveAttribute('data-status', 'available');
    const box = link.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(box.width).toBeGreaterThanOrEqual(24);
  },
};

/** Tab reaches the chip and shows its focus ring. */
export const AvailableKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '20:15 VF' });
    await userEvent.tab();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** The page may open the showtime details pop-in instead of booking: the chip is a button. */
export const AvailableOpensDetails: Story = {
  args: { onSelect: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: '20:15 VF' })).toBeVisible();
  },
};

/** Tab then Enter calls onSelect once; focus stays on the chip. */
export const AvailableOpensDetailsKeyboard: Story = {
  args: AvailableOpensDetails.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: '20:15 VF' })).toHaveFocus();
  },
};

/** catalogue.txt §4: sold out shows the "full" style, is announced and is not bookable. */
export const SoldOut: Story = {
  args: { status: 'soldout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    const chip = canvas.getByText('Complet').closest('[data-status]');
    await expect(chip).toHaveAttribute('data-status', 'soldout');
    await expect(chip).toHaveTextContent(/20:15\s*VF\s*Complet/);
  },
};

/** catalogue.txt §4: locked shows the "old" style, is disabled and says so in words. */
export const Locked: Story = {
  args: { status: 'locked' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    const chip = canvas.getByText('20:15').closest('[data-status]');
    await expect(chip).toHaveAttribute('aria-disabled', 'true');
    await expect(chip).toHaveTextContent(/Réservation fermée/);
  },
};

/** catalogue.txt §9 "tag instead of version shown for ch": the page passes the tag's label. */
export const TagLabel: Story = { args: { label: 'Ciné-Débat' } };

/** 3D and experience icons: each icon is named by its experience, so the link's name holds them all. */
export const ThreeDWithExperiences: Story = {
  args: {
    is3d: true,
    label: 'VOST',
    experiences: [
      { slug: 'imax', title: 'IMAX', icon: { type: 'sprite', sprite: '', value: 'imax' } },
      { slug: '4dx', title: '4DX', icon: { type: 'text', value: '4DX' } },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '20:15 3D VOST IMAX 4DX' })).toBeVisible();
  },
};

/**
 * Issue 20: on the pill-shaped benelux brand, long Dutch experience names in a chip as narrow as a
 * phone's showtime column wrap inside its border instead of spilling past its curve.
 */
export const LongLabelsNarrow: Story = {
  globals: { site: 'nl', language: 'nl' },
  args: {
    label: 'OV',
    experiences: [
      // Without a pictogram the chip shows the experience's name, as the API's accessibility tags do.
      { slug: 'audiodescription', title: 'Audiodescriptie' },
      { slug: 'subtitles-deaf', title: 'Ondertiteling voor doven en slechthorenden' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: '9rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('link');
    await expect(textOutsideRoundedBox(chip)).toEqual([]);
    await expect(chip.scrollWidth).toBeLessThanOrEqual(chip.clientWidth);
  },
};

export const Highlighted: Story = {
  args: { highlighted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('data-highlighted', 'true');
  },
};

/** catalogue.txt §3 specialShowtimeDetails: the screening title and the special colours from data. */
export const SpecialShowtime: Story = {
  args: {
    screeningTitle: 'Avant-première',
    specialColours: { color: '#ffffff', backgroundColor: '#6b2fb3' },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '20:15 VF Avant-première' });
    await expect(link).toHaveAttribute('data-special', 'true');
    await expect(getComputedStyle(link).backgroundColor).toBe('rgb(107, 47, 179)');
    await expect(getComputedStyle(link).color).toBe('rgb(255, 255, 255)');
  },
};

/** Colours that are not both `#rrggbb` are ignored: the theme's available style stays. */
export const SpecialShowtimeInvalidColours: Story = {
  args: { screeningTitle: 'Avant-première', specialColours: { color: 'white', backgroundColor: '#6b2fb3' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).not.toHaveAttribute('data-special');
    await expect(link).not.toHaveAttribute('style');
    await expect(getComputedStyle(link).backgroundColor).not.toBe('rgb(107, 47, 179)');
  },
};

/** The booking tunnel in a new tab: the link says so. */
export const NewTab: Story = {
  render: (args) => (
    <ShowtimeChip {...args} href={bookingUrl} target="_blank" newTabHint="(nouvel onglet)" onSelect={undefined} />
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '20:15 VF (nouvel onglet)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
