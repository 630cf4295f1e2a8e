import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoSpriteSheet } from '../private/icons/demoSprite.tsx';
import { CinemaCard, cinemaCardHeadingLevels } from './CinemaCard.tsx';
import * as styles from './CinemaCard.stories.css.ts';
import type { FavouriteToggleProps } from './FavouriteToggle.tsx';

const onFavouriteChange = fn();
const onSignInRequired = fn();

const meta = {
  title: 'Design system/Cinema components/CinemaCard',
  tags: ['autodocs'],
  component: CinemaCard,
  args: {
    name: 'Marquee Wepler',
    href: '/cinemas/cinema-marquee-wepler',
    city: 'Paris',
    postalCode: '75018',
    accessibilityLabel: 'Accessibility',
    accessibilityIcons: [
      { type: 'sprite', sprite: '', value: 'wheelchair', label: 'Wheelchair access' },
      { type: 'sprite', sprite: '', value: 'audio-description', label: 'Audio description' },
    ],
    technologyLabel: 'Technologies',
    technologyIcons: [
      { type: 'sprite', sprite: '', value: 'imax', label: 'IMAX' },
      { type: 'text', value: '4DX', label: '4DX' },
    ],
    favourite: { label: 'Favourite cinema', isFavourite: false, onFavouriteChange },
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: cinemaCardHeadingLevels },
    postalCode: { control: 'text' },
    address: { control: 'text' },
    mark: { control: 'text' },
    accessibilityNote: { control: 'text' },
    distance: { control: 'text' },
    // Holds the toggle's handlers; its states have their own stories (FavouriteToggle).
    favourite: { control: false },
  },
  decorators: [
    (Story) => (
      <div className={styles.slot}>
        <DemoSpriteSheet />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CinemaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggleOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Favourite cinema' });

/** Not a favourite, at rest; pressing the toggle is NotFavouritePress's. */
export const NotFavourite: Story = {
  play: async ({ canvasElement }) => {
    await expect(toggleOf(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    // The name stays the cinema link's only name: the card holds one link.
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Marquee Wepler');
  },
};

/** member-and-shell.txt §4 Favourite toggle: an absent slug is added. */
export const NotFavouritePress: Story = {
  play: async ({ canvasElement }) => {
    onFavouriteChange.mockClear();
    await userEvent.click(toggleOf(canvasElement));
    await expect(onFavouriteChange).toHaveBeenCalledWith(true);
  },
};

/** A favourite, at rest; pressing the toggle is FavouritePress's. */
export const Favourite: Story = {
  args: { favourite: { label: 'Favourite cinema', isFavourite: true, onFavouriteChange } },
  play: async ({ canvasElement }) => {
    await expect(toggleOf(canvasElement)).toHaveAttribute('aria-pressed', 'true');
  },
};

/** member-and-shell.txt §4 Favourite toggle: a present slug is removed. */
export const FavouritePress: Story = {
  args: Favourite.args,
  play: async ({ canvasElement }) => {
    onFavouriteChange.mockClear();
    await userEvent.click(toggleOf(canvasElement));
    await expect(onFavouriteChange).toHaveBeenCalledWith(false);
  },
};

/** While the change is saved the toggle is disabled and announces it. */
export const Pending: Story = {
  args: {
    favourite: {
      label: 'Favourite cinema',
      isFavourite: true,
      isPending: true,
      pendingLabel: 'Saving…',
      onFavouriteChange,
    },
  },
  play: async ({ canvasElement }) => {
    const toggle = toggleOf(canvasElement);
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving…');
  },
};

/** A press while the change is saved calls nothing. */
export const PendingPress: Story = {
  args: Pending.args,
  play: async ({ canvasElement }) => {
    onFavouriteChange.mockClear();
    await userEvent.click(toggleOf(canvasElement));
    await expect(onFavouriteChange).not.toHaveBeenCalled();
  },
};

/** A visitor's toggle, off, at rest; its press is SignInRequiredPress's. */
export const SignInRequired: Story = {
  args: { favourite: { label: 'Favourite cinema', isSignInRequired: true, onSignInRequired } },
  play: async ({ canvasElement }) => {
    await expect(toggleOf(canvasElement)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** member-and-shell.txt §6: a visitor's press asks for sign-in and the toggle stays off. */
export const SignInRequiredPress: Story = {
  args: SignInRequired.args,
  play: async ({ canvasElement }) => {
    onSignInRequired.mockClear();
    onFavouriteChange.mockClear();
    const toggle = toggleOf(canvasElement);
    await userEvent.click(toggle);
    await expect(onSignInRequired).toHaveBeenCalledOnce();
    await expect(onFavouriteChange).not.toHaveBeenCalled();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A page holding the member's favourites: the toggle flips both ways, from the keyboard too. */
export const Toggling: Story = {
  render: function Render(args) {
    const [isFavourite, setFavourite] = useState(false);
    const favourite: FavouriteToggleProps = { label: 'Favourite cinema', isFavourite, onFavouriteChange: setFavourite };
    return <CinemaCard {...args} favourite={favourite} />;
  },
  play: async ({ canvasElement }) => {
    const toggle = toggleOf(canvasElement);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const WithDistance: Story = {
  args: { distance: '2,4 km' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2,4 km')).toBeVisible();
  },
};

export const WithoutFavourite: Story = {
  args: { favourite: undefined, accessibilityIcons: [], technologyIcons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { distance: '12,8 km', name: 'Marquee La Villette — Salle Premium et IMAX' },
  globals: { viewport: { value: 'mobile' } },
};

/** A cinemas list entry: street address, experiences as badges, the reduced-mobility note. */
export const WithAddressAndExperiences: Story = {
  args: {
    favourite: undefined,
    accessibilityIcons: [],
    technologyIcons: [],
    address: '140 boulevard de Clichy',
    accessibilityNote: 'Accessible to people with reduced mobility',
    experiences: {
      label: 'Experiences',
      experiences: [
        { slug: 'imax', title: 'IMAX' },
        { slug: 'dolby', title: 'Dolby Cinema' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('140 boulevard de Clichy')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Experiences' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['IMAX', 'Dolby Cinema']);
    // The badges are text: the name stays the card's one link and its whole name.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Marquee Wepler');
  },
};

/** A city's default cinema, marked next to its name (catalogue.txt §3 City details defaultCinema). */
export const Marked: Story = {
  args: { favourite: undefined, mark: 'Main cinema', address: '140 boulevard de Clichy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Main cinema')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Marquee Wepler');
  },
};
