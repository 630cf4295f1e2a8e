import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavouriteToggle } from './FavouriteToggle.tsx';

/** The heart toggle on its own (the search pop-in's cinema rows use it too). */
const meta = {
  title: 'Design system/Cinema components/FavouriteToggle',
  component: FavouriteToggle,
  args: { label: 'Cinéma favori', isFavourite: false, onFavouriteChange: fn() },
} satisfies Meta<typeof FavouriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFavourite: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Cinéma favori' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onFavouriteChange).toHaveBeenCalledWith(true);
  },
};

export const Favourite: Story = {
  args: { isFavourite: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Cinéma favori' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onFavouriteChange).toHaveBeenCalledWith(false);
  },
};

export const Pending: Story = {
  args: { isFavourite: true, isPending: true, pendingLabel: 'Enregistrement…' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cinéma favori' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Enregistrement…');
    await expect(args.onFavouriteChange).not.toHaveBeenCalled();
  },
};

export const SignInRequired: Story = {
  args: {
    isSignInRequired: true,
    onSignInRequired: fn(),
    isFavourite: undefined,
    onFavouriteChange: undefined,
  } as never,
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Cinéma favori' });
    await userEvent.click(toggle);
    await expect((args as unknown as { onSignInRequired: () => void }).onSignInRequired).toHaveBeenCalledOnce();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};
