import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertBanner, alertLevels } from './AlertBanner.tsx';

const meta = {
  title: 'Design system/Pop-ins, alerts, carousel/AlertBanner',
  tags: ['autodocs'],
  component: AlertBanner,
  args: {
    level: 'warning',
    levelLabel: 'Warning:',
    title: 'You already have 5 favourite cinemas',
  },
  argTypes: {
    level: { control: 'inline-radio', options: alertLevels },
    icon: { control: false },
    // react-docgen reads no members of a union type: these rows are described here.
    onClose: { control: false, description: 'Shows a close button and is called when it is pressed.' },
    closeLabel: { control: 'text', description: "The close button's accessible name (it shows a cross only)." },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You already have 5 favourite cinemas')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Info: Story = {
  args: { level: 'info', levelLabel: 'Information:', title: 'Online booking is back' },
};

/** The subtitle arrives as sanitised HTML and renders as markup. */
export const WithSubtitle: Story = {
  args: {
    subtitleHtml: 'Remove one from <strong>My cinemas</strong> before adding another.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('My cinemas').tagName).toBe('STRONG');
  },
};

export const WithoutSubtitle: Story = { args: { level: 'info', levelLabel: 'Information:', title: 'New showtimes' } };

/** A close button, at rest; pressing it is ClosablePress's. */
export const Closable: Story = {
  args: { onClose: fn(), closeLabel: 'Close the message' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close the message' })).toBeVisible();
  },
};

/** Pressing the close button calls onClose once. */
export const ClosablePress: Story = {
  args: Closable.args,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close the message' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** catalogue.txt §8: a banner may carry a call to action. */
export const WithAction: Story = {
  args: {
    level: 'info',
    levelLabel: 'Information:',
    title: 'Your voucher could not be checked',
    action: { label: 'Read the help centre', href: '#help' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Read the help centre' })).toHaveAttribute(
      'href',
      '#help',
    );
  },
};

export const MobileLongText: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    title: 'Geolocation is unavailable on this device, choose your cinema from the list instead',
    subtitleHtml: '<p>Allow location access in your browser settings to see the nearest cinemas first.</p>',
    onClose: fn(),
    closeLabel: 'Close the message',
  },
};
