import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoSpriteSheet } from '../private/icons/demoSprite.tsx';
import { ExperienceBadge, ExperienceBadgeList } from './ExperienceBadge.tsx';

/** A stand-in for the experience tag picture sent by the API (tooltip.image). */
const tooltipImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#0b5cab"/><rect x="2" y="2" width="12" height="5" fill="#9cc3f0"/></svg>',
  );

const meta = {
  title: 'Design system/Cinema components/ExperienceBadge',
  tags: ['autodocs'],
  component: ExperienceBadge,
  subcomponents: { ExperienceBadgeList },
  args: { title: 'IMAX', icon: { type: 'sprite', sprite: '', value: 'imax' } },
  argTypes: {
    // TagBadge's props, picked: react-docgen does not follow the pick, so they are described here.
    title: { control: 'text', description: "The experience's name (IMAX, 4DX, Dolby Atmos...)." },
    icon: { description: "The experience's pictogram: a sprite symbol, an image or a short text." },
    highlighted: { control: 'boolean', description: "The API's `highlighted` flag: the badge stands out." },
    tooltip: { description: 'The tooltip {title, description, image}; the badge becomes focusable to show it.' },
    onPress: { description: "Opens the experience's details or teaser pop-in; makes the badge a button." },
  },
  decorators: [
    (Story) => (
      <>
        <DemoSpriteSheet />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof ExperienceBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A static badge: the title is read, the picto is decorative. */
export const Static: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('IMAX').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** member-and-shell.txt §3 Experience tag tooltip {title, description, image}, opened by keyboard focus. */
export const WithTooltip: Story = {
  args: {
    tooltip: {
      title: 'IMAX',
      description: 'Une image plus grande, plus lumineuse, et un son d’une précision absolue.',
      image: tooltipImage,
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Une image plus grande');
    await expect(tooltip.querySelector('img')).toHaveAttribute('alt', '');
    const badge = within(canvasElement).getByRole('button', { name: 'IMAX' });
    await waitFor(() => expect(badge).toHaveAccessibleDescription(/Une image plus grande/));
    await userEvent.keyboard('{Escape}');
    // The tooltip fades out; a loaded machine may take longer than waitFor's default second.
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull(), { timeout: 5000 });
  },
};

/** Opens the experience's details: a button. */
export const Pressable: Story = {
  args: { onPress: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'IMAX' })).toBeVisible();
  },
};

/** The button, pressed by keyboard, opens the details once. */
export const PressableKeyboard: Story = {
  args: Pressable.args,
  play: async ({ canvasElement, args }) => {
    const badge = within(canvasElement).getByRole('button', { name: 'IMAX' });
    await userEvent.tab();
    await expect(badge).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Highlighted: Story = {
  args: { title: '4DX', icon: { type: 'text', value: '4DX' }, highlighted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4DX', { selector: '[data-highlighted]' })).toBeVisible();
  },
};

/** The showtime panel's rows of experience and accessibility badges: a labelled list. */
export const List: Story = {
  render: () => (
    <ExperienceBadgeList
      label="Expériences"
      experiences={[
        { slug: 'imax', title: 'IMAX', icon: { type: 'sprite', sprite: '', value: 'imax' } },
        { slug: '4dx', title: '4DX', tooltip: { title: '4DX', description: 'Sièges mobiles et effets.' } },
        { slug: 'dolby', title: 'Dolby Atmos' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Expériences' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
