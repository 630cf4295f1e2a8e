import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderPush } from './HeaderPush.tsx';

function picture(width: number) {
  const height = (width * 9) / 16;
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<rect width="100%" height="100%" fill="#3b1b1b"/><circle cx="30%" cy="50%" r="${width / 8}" fill="#e0a030"/></svg>`,
    )
  );
}

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64"><rect width="160" height="64" rx="8" fill="#ffffff"/>' +
      '<rect x="16" y="24" width="128" height="16" rx="4" fill="#141414"/></svg>',
  );

const meta = {
  title: 'Design system/Cinema components/HeaderPush',
  tags: ['autodocs'],
  component: HeaderPush,
  args: {
    title: 'Advance screening on 14 March',
    showTitle: 'Dune: Part Two',
    cta: { label: 'Book now', url: '/films/dune-part-two-47667', type: 'yellowButton' },
    backdrop: { sm: picture(640), md: picture(1280), lg: picture(1920) },
  },
  argTypes: {
    showTitle: { control: 'text' },
    sponsoredLabel: { control: 'text' },
    // react-docgen reads no members of a union type: these rows are described here.
    onClose: {
      control: false,
      description: 'Shows a close button and is called when it is pressed; the page remembers the dismissal.',
    },
    closeLabel: { control: 'text', description: "The close button's accessible name (it shows a cross only)." },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderPush>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No dominant colours: the theme's brand colours. */
export const ThemeColours: Story = {
  play: async ({ canvasElement }) => {
    const push = within(canvasElement).getByRole('region', { name: 'Advance screening on 14 March' });
    await expect(push).toHaveAttribute('data-tone', 'theme');
    await expect(within(push).getByRole('link', { name: 'Book now' })).toHaveAttribute(
      'href',
      '/films/dune-part-two-47667',
    );
  },
};

/** A dark dominant colour without a text colour: light text, chosen from the background's luminance. */
export const DarkDominantColour: Story = {
  args: { colours: { background: '#162124' } },
  play: async ({ canvasElement }) => {
    const push = within(canvasElement).getByRole('region');
    await expect(push).toHaveAttribute('data-tone', 'dataOnDark');
    await expect(getComputedStyle(push).backgroundColor).toBe('rgb(22, 33, 36)');
  },
};

/** A light dominant colour without a text colour: dark text. */
export const LightDominantColour: Story = {
  args: { colours: { background: '#f3e6c4' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('data-tone', 'dataOnLight');
  },
};

/** Both colours from the data, legible together. */
export const DataTextColour: Story = {
  args: { colours: { background: '#0b3d2e', text: '#fdf6e3' } },
  play: async ({ canvasElement }) => {
    const push = within(canvasElement).getByRole('region');
    await expect(push).toHaveAttribute('data-tone', 'dataText');
    await expect(getComputedStyle(push).color).toBe('rgb(253, 246, 227)');
  },
};

/** Malformed or hostile colours never reach CSS: the theme's colours instead. */
export const InvalidColours: Story = {
  args: { colours: { background: 'red; background-image: url(x)', text: '#fff' } },
  play: async ({ canvasElement }) => {
    const push = within(canvasElement).getByRole('region');
    await expect(push).toHaveAttribute('data-tone', 'theme');
    await expect(push.getAttribute('style')).toBeNull();
  },
};

export const Sponsored: Story = {
  args: { sponsoredLabel: 'Sponsored', logo: { src: logo, alt: 'Partner' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sponsored')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Partner' })).toBeVisible();
  },
};

export const Dismissible: Story = {
  args: { onClose: fn(), closeLabel: 'Close the promotion' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close the promotion' })).toBeVisible();
  },
};

/** Pressing the close button calls onClose once. */
export const DismissiblePress: Story = {
  args: Dismissible.args,
  play: async ({ canvasElement, args }) => {
    const close = within(canvasElement).getByRole('button', { name: 'Close the promotion' });
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  args: { onClose: fn(), closeLabel: 'Close the promotion', colours: { background: '#162124' } },
  globals: { viewport: { value: 'mobile' } },
};

export const Large: Story = {
  args: { sponsoredLabel: 'Sponsored', onClose: fn(), closeLabel: 'Close the promotion' },
  globals: { viewport: { value: 'large' } },
};
