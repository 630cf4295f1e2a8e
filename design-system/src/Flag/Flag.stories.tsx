import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { Flag, flagColors, type FlagColor } from './Flag.tsx';
import * as styles from './Flag.stories.css.ts';

type FlagStoryArgs = { label: string; color?: FlagColor; heart?: boolean };

const meta = {
  title: 'Design system/Media and labels/Flag',
  tags: ['autodocs'],
  // The docs read the component's props; the render narrows the flat args back to them.
  component: Flag as ComponentType<FlagStoryArgs>,
  render: ({ heart, color, label }) =>
    heart ? <Flag heart label={label} /> : <Flag label={label} color={color ?? 3} />,
  args: { label: 'Avant-première', color: 2 },
  argTypes: {
    // react-docgen reads no members of a union type: these rows are described here.
    color: {
      control: 'inline-radio',
      options: flagColors,
      description: 'The flag colour by number (catalogue.txt §3): 1 green, 2 yellow, 3 grey, 4 red, 5 blue.',
    },
    heart: { control: 'boolean', description: 'A heart flag ("coup de cœur") in its fixed colour, 5.' },
  },
} satisfies Meta<FlagStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Green: Story = { args: { color: 1, label: 'Nouveau' } };
export const Yellow: Story = { args: { color: 2, label: 'Avant-première' } };
export const Grey: Story = { args: { color: 3, label: 'Classics' } };
export const Red: Story = { args: { color: 4, label: 'Dernière chance' } };
export const Blue: Story = { args: { color: 5, label: 'Opera Encore' } };

export const Heart: Story = {
  args: { heart: true, label: 'Coup de cœur' },
  play: async ({ canvasElement }) => {
    const flag = within(canvasElement).getByText('Coup de cœur');
    // catalogue.txt §9: the heart flag colour is number 5.
    await expect(flag).toHaveAttribute('data-flag-color', '5');
    await expect(flag.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const AllColours: Story = {
  render: () => (
    <div className={styles.row}>
      {flagColors.map((color) => (
        <Flag key={color} color={color} label={`Flag ${color}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const fills = flagColors.map(
      (color) => getComputedStyle(within(canvasElement).getByText(`Flag ${color}`)).backgroundColor,
    );
    await expect(new Set(fills).size).toBe(flagColors.length);
  },
};
