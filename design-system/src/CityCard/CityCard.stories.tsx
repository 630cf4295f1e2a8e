import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CityCard, cityCardHeadingLevels } from './CityCard.tsx';
import * as styles from './CityCard.stories.css.ts';

/** A stand-in for the CDN's backdrop files (real-api.md backgroundPath `{sm, md, lg}`). */
function picture(width: number) {
  const height = (width * 9) / 16;
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<rect width="100%" height="100%" fill="#23395b"/><rect y="60%" width="100%" height="40%" fill="#406e8e"/></svg>`,
    )
  );
}

const meta = {
  title: 'Design system/Cinema components/CityCard',
  tags: ['autodocs'],
  component: CityCard,
  args: { name: 'Lyon', href: '/cinemas/lyon', cinemaCountText: '4 cinemas' },
  argTypes: { headingLevel: { control: 'inline-radio', options: cityCardHeadingLevels } },
  decorators: [
    (Story) => (
      <div className={styles.slot}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Lyon');
    await expect(canvas.getByText('4 cinemas')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const WithImage: Story = {
  args: { image: { sm: picture(640), md: picture(1280), lg: picture(1920) } },
  play: async ({ canvasElement }) => {
    // The image is decorative: the link's name is the city alone.
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Lyon');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Mobile: Story = {
  args: { name: 'Saint-Herblain', cinemaCountText: '1 cinema' },
  globals: { viewport: { value: 'mobile' } },
};
