import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavouriteToggle } from './FavouriteToggle.tsx';

/** The heart toggle on its own (the search pop-in's cinema rows use it too). */
const meta = {
  title: 'Design system/Cinema components/FavouriteToggle',
  tags: ['autodocs'],
  component: FavouriteToggle,
  args: { label: 'Cinéma favori', isFavourite: false, onFavouriteChange: fn() },
  argTypes: {
    // react-docgen reads no members of a union type: these rows are described here.
    label: {
      control: 'text',
      description: 'The accessible name ("Favourite cinema"); `aria-pressed` says whether it is on.',
    },
    isFavourite: {
      control: 'boolean',
      description: "The cinema is one of the member's favourites: the heart is filled.",
    },
    onFavouriteChange: { description: 'Called with the wanted state when the member presses the toggle.' },
    isPending: {
      control: 'boolean',
      description: 'While the change is saved: disabled, so a second press cannot race the first.',
    },
    pendingLabel: { control: 'text', description: 'Announced while the change is being saved ("Saving…").' },
    isSignInRequired: { control: false, description: 'A visitor: a press asks for sign-in instead of toggling.' },
    onSignInRequired: {
      description: 'Called on press when sign-in is required; the page runs the sign-in required action.',
    },
  },
} satisfies Meta<typeof FavouriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFavourite: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Cinéma favori' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Tab then Space asks for the favourite on. */
export const NotFavouriteKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onFavouriteChange).toHaveBeenCalledWith(true);
  },
};

export const Favourite: Story = {
  args: { isFavourite: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Cinéma favori' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A press asks for the favourite off. */
export const FavouritePress: Story = {
  args: Favourite.args,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cinéma favori' }));
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cinéma favori' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** A visitor's press asks for sign-in; the toggle stays off. */
export const SignInRequiredPress: Story = {
  args: SignInRequired.args,
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Cinéma favori' });
    await userEvent.click(toggle);
    await expect((args as unknown as { onSignInRequired: () => void }).onSignInRequired).toHaveBeenCalledOnce();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};
