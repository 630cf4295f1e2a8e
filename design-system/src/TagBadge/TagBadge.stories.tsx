import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { flagColors, type FlagColor } from '../Flag/Flag.tsx';
import type { IconSource } from '../Icon/Icon.tsx';
import { DemoSpriteSheet } from '../private/icons/demoSprite.tsx';
import { TagBadge, type TagBadgeProps } from './TagBadge.tsx';
import * as styles from './TagBadge.stories.css.ts';

type TagBadgeStoryArgs = Omit<TagBadgeProps, 'premium' | 'premiumLabel'> & { premium?: boolean; premiumLabel?: string };

const wheelchair: IconSource = { type: 'sprite', sprite: '', value: 'wheelchair' };

const meta = {
  title: 'Design system/Media and labels/TagBadge',
  tags: ['autodocs'],
  // The docs read the component's props; the render narrows the flat args back to them.
  component: TagBadge as ComponentType<TagBadgeStoryArgs>,
  render: ({ premium, premiumLabel, ...args }) =>
    premium ? <TagBadge {...args} premium premiumLabel={premiumLabel ?? ''} /> : <TagBadge {...args} />,
  args: { title: 'IMAX', icon: { type: 'text', value: 'IMAX' } },
  argTypes: {
    labelFlagColor: { control: 'inline-radio', options: flagColors },
    backgroundFlagColor: { control: 'inline-radio', options: flagColors },
    // react-docgen reads no members of a union type: these rows are described here.
    premium: { control: 'boolean', description: 'Adds the premium star after the title.' },
    premiumLabel: {
      control: 'text',
      description: 'Read after the title ("Premium"), since the star alone says nothing to a screen reader.',
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
} satisfies Meta<TagBadgeStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Experience: Story = { args: { title: '4DX', icon: { type: 'text', value: '4DX' } } };

export const Accessibility: Story = {
  args: { title: 'Accessible en fauteuil', icon: wheelchair },
  play: async ({ canvasElement }) => {
    // The icon is decorative: the visible title is the only text read.
    const tag = within(canvasElement).getByText('Accessible en fauteuil');
    await expect(tag.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Premium: Story = {
  args: { title: 'Dolby Cinema', premium: true, premiumLabel: 'Premium', icon: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Premium')).toBeInTheDocument();
  },
};

export const BackgroundFlagColour: Story = { args: { title: 'ScreenX', icon: undefined, backgroundFlagColor: 5 } };

export const LabelFlagColour: Story = { args: { title: 'Audiodescription', icon: undefined, labelFlagColor: 4 } };

export const Highlighted: Story = {
  args: { highlighted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('IMAX', { selector: '[data-highlighted]' })).toBeVisible();
  },
};

export const Pressable: Story = {
  args: { onPress: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /IMAX/ })).toBeVisible();
  },
};

/** Tab shows the focus ring; Enter presses the badge once. */
export const PressableKeyboard: Story = {
  args: Pressable.args,
  play: async ({ canvasElement, args }) => {
    const tag = within(canvasElement).getByRole('button', { name: /IMAX/ });
    await userEvent.tab();
    await expect(tag).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const WithTooltip: Story = {
  args: {
    tooltip: { title: 'IMAX', description: 'Image géante et son surpuissant.' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Image géante et son surpuissant.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: /IMAX/ })).toHaveFocus();
  },
};

/** catalogue.txt §3 Flag colours by number, as fills and as frames. */
export const FlagColours: Story = {
  render: () => (
    <div className={styles.grid}>
      {flagColors.map((color: FlagColor) => (
        <TagBadge key={`bg${color}`} title={`Fill ${color}`} backgroundFlagColor={color} />
      ))}
      {flagColors.map((color: FlagColor) => (
        <TagBadge key={`label${color}`} title={`Frame ${color}`} labelFlagColor={color} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fills = flagColors.map((color) => getComputedStyle(canvas.getByText(`Fill ${color}`)).backgroundColor);
    const frames = flagColors.map((color) => getComputedStyle(canvas.getByText(`Frame ${color}`)).borderTopColor);
    await expect(new Set(fills).size).toBe(5);
    await expect(frames).toEqual(fills);
  },
};
