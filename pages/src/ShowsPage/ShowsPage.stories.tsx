import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { showsKey } from '@marquee/data';
import { withSwr, type SwrParameters } from '../storybook/withSwr.tsx';
import { ShowsPage } from './ShowsPage.tsx';
import { showsFixture } from './ShowsPage.fixtures.ts';

const meta = {
  title: 'Pages/Shows list',
  component: ShowsPage,
  decorators: [withSwr],
  parameters: { layout: 'fullscreen' },
  args: { language: 'fr' },
} satisfies Meta<typeof ShowsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const swr = (value: SwrParameters) => ({ swr: value });

export const Loaded: Story = {
  parameters: swr({ fallback: { [showsKey('fr')]: showsFixture } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Orbite' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: swr({ fallback: { [showsKey('fr')]: { shows: [] } } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};
