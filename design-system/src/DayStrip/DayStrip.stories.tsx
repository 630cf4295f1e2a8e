import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DayStrip } from './DayStrip.tsx';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const meta = {
  title: 'Design system/Navigation and disclosure/DayStrip',
  tags: ['autodocs'],
  component: DayStrip,
  args: {
    label: 'Showtime day',
    today: '2025-05-14',
    todayLabel: 'Today',
    tomorrowLabel: 'Tomorrow',
    formatDay: (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`)),
    days: [
      // catalogue.txt §5: the unknown date, as the API may send it; never shown.
      { date: '1900-01-01', hasShowtimes: true },
      { date: '2025-05-14', hasShowtimes: true },
      { date: '2025-05-15', hasShowtimes: true },
      { date: '2025-05-16', hasShowtimes: false },
      { date: '2025-05-17', hasShowtimes: true },
      { date: '2025-05-18', hasShowtimes: true },
    ],
    defaultSelectedDate: '2025-05-14',
    onSelect: fn(),
  },
} satisfies Meta<typeof DayStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = canvas.getAllByRole('radio').map((day) => day.textContent);
    await expect(names).toEqual(['Today', 'Tomorrow', 'Fri 16 May', 'Sat 17 May', 'Sun 18 May']);
    await expect(canvas.getByRole('radio', { name: 'Today' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const SelectedDay: Story = {
  args: { defaultSelectedDate: undefined, selectedDate: '2025-05-17' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Sat 17 May' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: 'Today' })).toHaveAttribute('aria-checked', 'false');
  },
};

/** A day without showtimes is disabled; 1900-01-01 is not offered (catalogue.txt §5). */
export const DaysWithoutShowtimes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Fri 16 May' })).toBeDisabled();
    await expect(canvas.queryByRole('radio', { name: /1900/ })).toBeNull();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
  },
};

/** A day without showtimes cannot be chosen: a click on it does nothing. */
export const DaysWithoutShowtimesPress: Story = {
  play: async ({ canvasElement, args }) => {
    const empty = within(canvasElement).getByRole('radio', { name: 'Fri 16 May' });
    await userEvent.click(empty, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(empty).toHaveAttribute('aria-checked', 'false');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Today' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Tomorrow' })).toHaveFocus();
    // The day without showtimes is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Sat 17 May' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('2025-05-17');
    await expect(canvas.getByRole('radio', { name: 'Sat 17 May' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** Each day a link to its date filter, so choosing a day works without JavaScript. */
export const AsLinks: Story = {
  args: {
    hrefForDay: (date: string) => `/fr/cinemas/marquee-wepler/filters/date-${date}`,
    defaultSelectedDate: undefined,
    selectedDate: '2025-05-15',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Showtime day' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Today' })).toHaveAttribute(
      'href',
      '/fr/cinemas/marquee-wepler/filters/date-2025-05-14',
    );
    await expect(canvas.getByRole('link', { name: 'Tomorrow' })).toHaveAttribute('aria-current', 'true');
    const empty = canvas.getByRole('link', { name: 'Fri 16 May' });
    await expect(empty).toHaveAttribute('aria-disabled', 'true');
    await expect(empty).not.toHaveAttribute('href');
    await expect(canvas.queryByRole('link', { name: /1900/ })).toBeNull();
  },
};
