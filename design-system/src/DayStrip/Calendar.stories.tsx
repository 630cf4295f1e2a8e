import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar } from './Calendar.tsx';

const meta = {
  title: 'Design system/Navigation and disclosure/Calendar',
  tags: ['autodocs'],
  component: Calendar,
  args: {
    label: 'Choisir un jour de séance',
    previousMonthLabel: 'Mois précédent',
    nextMonthLabel: 'Mois suivant',
    minDate: '2026-11-21',
    maxDate: '2027-01-31',
    availableDates: ['2026-11-21', '2026-11-22', '2026-11-24', '2026-11-28', '2026-12-05', '2026-12-12', '1900-01-01'],
    defaultSelectedDate: '2026-11-22',
    onSelect: fn(),
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectedDay: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(within(grid).getByRole('button', { name: /22/, pressed: undefined })).toHaveAttribute(
      'data-selected',
      'true',
    );
  },
};

export const UnavailableDays: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(within(grid).getByText('23')).toHaveAttribute('data-unavailable', 'true');
  },
};

/** A click on an unavailable day chooses nothing; one on an available day chooses it. */
export const UnavailableDaysPress: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid');
    await userEvent.click(within(grid).getByText('23'));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(within(grid).getByText('24'));
    await expect(args.onSelect).toHaveBeenCalledWith('2026-11-24');
  },
};

export const KeyboardNextMonth: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mois suivant' }));
    await expect(canvas.getByRole('heading')).toHaveTextContent(/2026|2027/);
    const grid = canvas.getByRole('grid');
    await userEvent.click(within(grid).getByText('5'));
    await expect(args.onSelect).toHaveBeenCalledWith('2026-12-05');
  },
};
