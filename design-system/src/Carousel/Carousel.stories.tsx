import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel, carouselSlideSizes } from './Carousel.tsx';
import * as storyStyles from './Carousel.stories.css.ts';

const films = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <a key={index} href={`#film-${index + 1}`} className={storyStyles.card}>
      Film {index + 1}
    </a>
  ));

const meta = {
  title: 'Design system/Pop-ins, alerts, carousel/Carousel',
  tags: ['autodocs'],
  component: Carousel,
  args: {
    label: 'Now showing',
    previousLabel: 'Previous films',
    nextLabel: 'Next films',
    slideLabel: (position: number, total: number) => `${position} of ${total}`,
    slideSize: 'poster',
    children: films(12),
  },
  argTypes: { slideSize: { control: 'inline-radio', options: carouselSlideSizes }, children: { control: false } },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className={storyStyles.frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-current]')?.getAttribute('aria-label');

/** Many slides, at the first; moving through them is ManySlidesNavigation's. */
export const ManySlides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Now showing' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(canvas.getByRole('group', { name: '1 of 12' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous films' })).toBeDisabled();
  },
};

/** The arrow keys and the buttons move through the slides. */
export const ManySlidesNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Film 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(current(canvasElement)).toBe('2 of 12'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next films' }));
    await waitFor(() => expect(current(canvasElement)).toBe('3 of 12'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(current(canvasElement)).toBe('2 of 12'));
  },
};

/** Few slides that fit the view: nothing to move to, both buttons disabled. */
export const FewSlides: Story = {
  args: { children: films(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next films' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Previous films' })).toBeDisabled();
  },
};

/** One slide per view (e.g. a hero banner row). */
export const FullWidthSlides: Story = {
  args: { slideSize: 'full', children: films(4) },
};

/** On mobile, two posters per view; a touch drag moves the row (Embla). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { slideSize: 'half', children: films(6) },
};

/** On mobile, the next button moves the row on. */
export const MobileNext: Story = {
  globals: Mobile.globals,
  args: Mobile.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next films' }));
    await waitFor(() => expect(current(canvasElement)).toBe('2 of 6'));
  },
};
