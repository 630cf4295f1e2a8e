import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes } from '../Button/Button.tsx';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import { Cta, ctaTypes, type CtaProps } from './Cta.tsx';

/** One flat shape for the controls; the render narrows the target (a new tab needs its hint). */
type CtaStoryArgs = Omit<CtaProps, 'target' | 'newTabHint'> & { target?: '_self' | '_blank'; newTabHint?: string };

// Clicks in stories go to a spy instead of leaving the canvas.
const navigate = fn();

const meta = {
  title: 'Design system/Actions and links/Cta',
  tags: ['autodocs'],
  // The docs read the component's props; the render narrows the flat args back to them.
  component: Cta as ComponentType<CtaStoryArgs>,
  render: ({ target, newTabHint, ...args }) =>
    target === '_blank' ? <Cta {...args} target="_blank" newTabHint={newTabHint ?? ''} /> : <Cta {...args} />,
  args: { label: 'Book tickets', url: '/films/dune-2-12345', type: 'yellowButton' },
  argTypes: {
    type: { control: 'inline-radio', options: ctaTypes },
    size: { control: 'inline-radio', options: buttonSizes },
    // react-docgen reads no members of a union type: these rows are described here.
    target: {
      control: 'inline-radio',
      options: ['_self', '_blank'],
      description: '`_blank` opens a new tab (with `noopener noreferrer`) and needs `newTabHint`.',
    },
    newTabHint: { control: 'text', description: 'Read after the link text, e.g. "(opens in a new tab)".' },
  },
  decorators: [
    (Story) => (
      <LinkProvider navigate={navigate}>
        <Story />
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<CtaStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The showcase, at rest; following it is YellowButtonPress's. */
export const YellowButton: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Book tickets' });
    await expect(link).toHaveAttribute('href', '/films/dune-2-12345');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** A click goes to the router with the URL. */
export const YellowButtonPress: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Book tickets' }));
    await expect(navigate).toHaveBeenCalledWith('/films/dune-2-12345', undefined);
  },
};

export const BlackButton: Story = { args: { type: 'blackButton', label: 'All offers' } };

export const Booking: Story = { args: { type: 'booking', label: 'Book' } };

export const NewTab: Story = {
  args: {
    label: 'Gift cards',
    url: 'https://shop.example.com/gift-cards',
    target: '_blank',
    newTabHint: '(opens in a new tab)',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Gift cards.*opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The visible cue for sighted users: the external glyph.
    await expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: link });
    await expect(link).toHaveAttribute('data-pressed', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A click on the disabled link goes nowhere. */
export const DisabledPress: Story = {
  args: Disabled.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link'));
    await expect(navigate).not.toHaveBeenCalled();
  },
};
