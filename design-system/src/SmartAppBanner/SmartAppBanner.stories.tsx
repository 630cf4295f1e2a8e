import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appStores, SmartAppBanner } from './SmartAppBanner.tsx';

const appIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="20" fill="#ffc72c"/>' +
      '<circle cx="48" cy="48" r="22" fill="#141414"/></svg>',
  );

const meta = {
  title: 'Design system/Cinema components/SmartAppBanner',
  tags: ['autodocs'],
  component: SmartAppBanner,
  args: {
    appName: 'Marquee Cinemas',
    description: '4.7 ★ — book your seats in two taps',
    store: 'apple',
    storeUrl: 'https://apps.apple.com/app/id000000000',
    storeLinkLabel: 'View',
    iconSrc: appIcon,
    closeLabel: 'Close the app banner',
    onClose: fn(),
  },
  argTypes: { store: { control: 'inline-radio', options: appStores } },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof SmartAppBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Apple: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Marquee Cinemas' })).toHaveAttribute('data-store', 'apple');
    await expect(canvas.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id000000000',
    );
  },
};

export const Android: Story = {
  args: {
    store: 'android',
    storeUrl: 'https://play.google.com/store/apps/details?id=com.example.marquee',
    storeLinkLabel: 'Get it',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Marquee Cinemas' })).toHaveAttribute('data-store', 'android');
    await expect(canvas.getByRole('link', { name: 'Get it' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.example.marquee',
    );
  },
};

/** member-and-shell.txt §1: it has a close button. */
export const Close: Story = {
  play: async ({ canvasElement, args }) => {
    const close = within(canvasElement).getByRole('button', { name: 'Close the app banner' });
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    const box = close.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};

export const WithoutIcon: Story = { args: { iconSrc: undefined } };

export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };
