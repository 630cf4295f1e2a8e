import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState, ErrorState, LoadingState } from './PageStatus.tsx';

/**
 * The states of a page's part before its data, the same on every page (issue 20: one loading and
 * one error state): the words arrive from the page as labels.
 */
const meta = {
  title: 'Design system/Layout/PageStatus',
  tags: ['autodocs'],
  component: ErrorState,
  // As on a page: the width of the page's column, not of the words.
  parameters: { layout: 'padded' },
  args: { message: 'Ces informations n’ont pas pu être chargées.' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <LoadingState label="Chargement…" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement…');
  },
};

export const ErrorWithRetry: Story = {
  args: { retry: { label: 'Réessayer', onRetry: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ces informations n’ont pas pu être chargées.');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.retry?.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: {
    message: 'Cette page n’existe pas ou n’est plus disponible.',
    link: { label: 'Retour à l’accueil', href: '/' },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  render: () => <EmptyState message="Aucune séance ce jour-là." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Aucune séance ce jour-là.');
  },
};
