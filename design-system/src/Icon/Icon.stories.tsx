import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { DemoSpriteSheet } from '../private/icons/demoSprite.tsx';
import { Icon, iconSizes, iconTypes, type IconSize, type IconType } from './Icon.tsx';

/** One flat shape for the controls; `sprite` only applies to the sprite type. */
type IconStoryArgs = { type: IconType; value: string; sprite?: string; size?: IconSize; label?: string };

function StoryIcon({ type, value, sprite, size, label }: IconStoryArgs) {
  return type === 'sprite' ? (
    <Icon type="sprite" value={value} sprite={sprite} size={size} label={label} />
  ) : (
    <Icon type={type} value={value} size={size} label={label} />
  );
}
import * as styles from './Icon.stories.css.ts';

/** A stand-in for a tag picture sent by the API (an `img` icon). */
const pictoUrl =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="4" fill="#0b5cab"/><path d="M6 8h12v8H6z" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Design system/Media and labels/Icon',
  tags: ['autodocs'],
  // The docs read the component's props; the render narrows the flat args back to them.
  component: Icon as ComponentType<IconStoryArgs>,
  render: (args) => <StoryIcon {...args} />,
  args: { type: 'sprite', sprite: '', value: 'wheelchair', size: 'medium' },
  argTypes: {
    // react-docgen reads no members of a union type: these rows are described here.
    type: {
      control: 'inline-radio',
      options: iconTypes,
      description: '`sprite`: a symbol of an SVG sprite sheet; `img`: an image URL; `text`: a short glyph text.',
    },
    value: { description: 'The symbol id, the image URL or the glyph text, as `type` says.' },
    sprite: { description: 'URL of the SVG sprite sheet; an empty string means a sheet inlined in the document.' },
    size: { control: 'inline-radio', options: iconSizes },
  },
  decorators: [
    (Story) => (
      <>
        <DemoSpriteSheet />
        <Story />
      </>
    ),
  ],
} satisfies Meta<IconStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpriteDecorative: Story = {
  play: async ({ canvasElement }) => {
    const use = canvasElement.querySelector('use');
    await expect(use).toHaveAttribute('href', '#wheelchair');
    await expect(use?.closest('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const SpriteWithLabel: Story = {
  args: { label: 'Wheelchair accessible' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Wheelchair accessible' })).toBeVisible();
  },
};

export const SpriteSheetFile: Story = {
  args: { sprite: '/sprite.svg', value: 'imax', label: 'IMAX' },
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', { name: 'IMAX' });
    await expect(svg.querySelector('use')).toHaveAttribute('href', '/sprite.svg#imax');
  },
};

export const Img: Story = {
  args: { type: 'img', value: pictoUrl, label: 'Dolby Atmos' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Dolby Atmos' })).toHaveAttribute('src', pictoUrl);
  },
};

export const ImgDecorative: Story = {
  args: { type: 'img', value: pictoUrl },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const Text: Story = {
  args: { type: 'text', value: '3D', label: '3D' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '3D' })).toHaveTextContent('3D');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={styles.row}>
      {iconSizes.map((size) => (
        <span key={size} className={styles.sample}>
          <StoryIcon {...args} size={size} />
          <Icon type="text" value="4DX" size={size} />
          {size}
        </span>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // small < medium < large; inline (1em) follows the text and is left out.
    const [small = 0, medium = 0, large = 0] = [...canvasElement.querySelectorAll('use')]
      .slice(1)
      .map((use) => use.parentElement?.getBoundingClientRect().height ?? 0);
    await expect(small).toBeGreaterThan(0);
    await expect(small).toBeLessThan(medium);
    await expect(medium).toBeLessThan(large);
  },
};
