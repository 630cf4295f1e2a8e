import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, skeletonShapes } from './Skeleton.tsx';
import * as styles from './Skeleton.stories.css.ts';

const meta = {
  title: 'Design system/Media and labels/Skeleton',
  tags: ['autodocs'],
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [
    (Story) => (
      <div className={styles.slot}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-skeleton="text"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const Block: Story = { args: { shape: 'block' } };

export const PosterShape: Story = {
  args: { shape: 'poster' },
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('[data-skeleton="poster"] > span');
    const box = bone?.getBoundingClientRect();
    // Same 2:3 box as the Poster it stands in for: 240 x 360.
    await expect(box?.height).toBe(360);
  },
};

export const LoadingRegion: Story = {
  args: { statusLabel: 'Chargement des séances…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement des séances…');
  },
};

export const ReducedMotion: Story = {
  parameters: {
    docs: { description: { story: 'Emulate prefers-reduced-motion in the browser: the pulse stops.' } },
  },
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('[data-skeleton] > span');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(bone && getComputedStyle(bone).animationName !== 'none').toBe(!reduced);
  },
};
