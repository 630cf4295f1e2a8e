import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { DemoSpriteSheet } from '../private/icons/demoSprite.tsx';
import { Button, buttonSizes, buttonVariants, type ButtonProps } from './Button.tsx';

/** The controls see one flat shape; the render picks the text or icon-only form of the props. */
type ButtonStoryArgs = Pick<
  ButtonProps,
  'variant' | 'size' | 'onPress' | 'isDisabled' | 'isPending' | 'pendingLabel'
> & {
  children?: ReactNode;
  icon?: ReactNode;
  'aria-label'?: string;
};

const meta = {
  title: 'Design system/Actions and links/Button',
  tags: ['autodocs'],
  // The docs read the component's props; the render narrows the flat args back to them.
  component: Button as ComponentType<ButtonStoryArgs>,
  render: ({ children, icon, 'aria-label': ariaLabel, ...args }) =>
    children === undefined ? (
      <Button {...args} icon={icon} aria-label={ariaLabel ?? ''} />
    ) : (
      <Button {...args} icon={icon} aria-label={ariaLabel}>
        {children}
      </Button>
    ),
  args: { children: 'Book now', onPress: fn() },
  argTypes: {
    // react-docgen reads no members of a union type: these rows are described here.
    variant: {
      control: 'inline-radio',
      options: buttonVariants,
      description: 'The look: `primary` for the main action, `booking` for booking, `quiet` for minor actions.',
    },
    size: {
      control: 'inline-radio',
      options: buttonSizes,
      description: 'The height and padding; `medium` by default.',
    },
    children: {
      control: 'text',
      description: 'The visible text, which names the button; left out for an icon-only button.',
    },
    icon: { control: false, description: 'A decorative icon before the text, or the icon of an icon-only button.' },
    'aria-label': {
      control: 'text',
      description: 'Required for an icon-only button; with text, only when the text alone is ambiguous.',
    },
    onPress: { description: 'Called when the button is pressed (pointer, Enter or Space).' },
    isDisabled: { control: 'boolean', description: 'Shown but cannot be pressed.' },
    isPending: { control: 'boolean', description: 'Shows a spinner and ignores presses while the action runs.' },
    pendingLabel: { control: 'text', description: 'Announced to assistive technology while `isPending` is true.' },
  },
  decorators: [
    (Story) => (
      <>
        <DemoSpriteSheet />
        <Story />
      </>
    ),
  ],
} satisfies Meta<ButtonStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The showcase, at rest; pressing it is the Press story's. */
export const Primary: Story = { args: { variant: 'primary' } };

/** A press calls onPress once. */
export const Press: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book now' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

/** The catalogue's "black button" Cta type. */
export const Dark: Story = { args: { variant: 'dark' } };

/** The catalogue's "booking" Cta type. */
export const Booking: Story = { args: { variant: 'booking', children: 'Book tickets' } };

export const Quiet: Story = { args: { variant: 'quiet', children: 'See all showtimes' } };

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

export const WithIcon: Story = {
  args: { variant: 'secondary', icon: <Icon type="sprite" sprite="" value="search" />, children: 'Search' },
};

export const IconOnly: Story = {
  args: {
    variant: 'secondary',
    children: undefined,
    icon: <Icon type="sprite" sprite="" value="search" />,
    'aria-label': 'Search',
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    // Touch target: at least 24 x 24 px (WCAG 2.5.8).
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** A disabled button ignores a press. */
export const DisabledPress: Story = {
  args: Disabled.args,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Booking…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button')).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Booking…');
  },
};

/** A pending button ignores a click and the Enter key. */
export const PendingPress: Story = {
  args: Pending.args,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
