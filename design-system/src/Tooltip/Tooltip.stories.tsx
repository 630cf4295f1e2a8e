import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TagBadge } from '../TagBadge/TagBadge.tsx';
import { Tooltip, tooltipPlacements } from './Tooltip.tsx';

/** A stand-in for the experience tag picture sent by the API. */
const tagImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#0b5cab"/><rect x="2" y="2" width="12" height="5" fill="#9cc3f0"/></svg>',
  );

const meta = {
  title: 'Design system/Media and labels/Tooltip',
  tags: ['autodocs'],
  component: Tooltip,
  args: {
    title: 'IMAX',
    description: 'Une image plus grande, plus lumineuse, et un son d’une précision absolue.',
    children: <TagBadge title="IMAX" icon={{ type: 'text', value: 'IMAX' }} onPress={() => {}} />,
    delay: 300,
  },
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements }, children: { control: false } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('IMAX');
    await expect(within(canvasElement).getByRole('button', { name: 'IMAX' })).toHaveAccessibleDescription(
      /Une image plus grande/,
    );
  },
};

export const OpensOnHover: Story = {
  play: async ({ canvasElement }) => {
    // RAC opens on hover only once the pointer is the input in use.
    await userEvent.click(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button'));
    await expect(await within(document.body).findByRole('tooltip')).toBeVisible();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.tab();
    await body.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    // Escape only dismisses: focus stays on the trigger.
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

export const WithImage: Story = {
  args: { image: tagImage },
  play: async () => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    // The picture is decorative: the title names the experience.
    await expect(tooltip.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const TitleOnly: Story = {
  args: { title: 'Search showtimes', description: undefined, children: <Button>Search</Button> },
  play: async () => {
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Search showtimes');
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async () => {
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip')).toHaveAttribute('data-placement', 'bottom');
  },
};
