import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DayStrip, type DayStripProps } from './DayStrip.tsx';
import { nextDay } from './days.ts';

const props: DayStripProps = {
  label: 'Showtime day',
  today: '2025-05-31',
  todayLabel: 'Today',
  tomorrowLabel: 'Tomorrow',
  formatDay: (date) => `Day ${date}`,
  days: [
    { date: '1900-01-01', hasShowtimes: true },
    { date: '2025-05-31', hasShowtimes: true },
    { date: '2025-06-01', hasShowtimes: true },
    { date: '2025-06-02', hasShowtimes: false },
    { date: '2025-06-03', hasShowtimes: true },
  ],
};

describe('nextDay', () => {
  it('crosses month and year ends and leap days in ISO YYYY-MM-DD (catalogue.txt §9 date format)', () => {
    expect(nextDay('2025-05-31')).toBe('2025-06-01');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2025-02-28')).toBe('2025-03-01');
    expect(nextDay('not a date')).toBe('');
  });
});

describe('DayStrip', () => {
  it('catalogue.txt §5: leaves out 1900-01-01 and names today and tomorrow', async () => {
    const screen = await render(<DayStrip {...props} />);
    const names = screen
      .getByRole('radio')
      .all()
      .map((day) => day.element().textContent);
    expect(names).toEqual(['Today', 'Tomorrow', 'Day 2025-06-02', 'Day 2025-06-03']);
  });

  it('member-and-shell.txt §4: choosing a day selects it; a day without showtimes cannot be chosen', async () => {
    const onSelect = vi.fn();
    const screen = await render(<DayStrip {...props} defaultSelectedDate="2025-05-31" onSelect={onSelect} />);
    const empty = screen.getByRole('radio', { name: 'Day 2025-06-02' });
    await expect.element(empty).toBeDisabled();
    await empty.click({ force: true });
    expect(onSelect).not.toHaveBeenCalled();
    await screen.getByRole('radio', { name: 'Day 2025-06-03' }).click();
    expect(onSelect).toHaveBeenCalledWith('2025-06-03');
    await expect.element(screen.getByRole('radio', { name: 'Day 2025-06-03' })).toHaveAttribute('aria-checked', 'true');
    await expect.element(screen.getByRole('radio', { name: 'Today' })).toHaveAttribute('aria-checked', 'false');
  });

  it('moves between days with arrow keys, skipping days without showtimes', async () => {
    const screen = await render(<DayStrip {...props} defaultSelectedDate="2025-05-31" />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: 'Day 2025-06-03' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('radio', { name: 'Tomorrow' })).toHaveFocus();
  });

  it('renders days as links when given addresses, the chosen one current and empty days without an address', async () => {
    const screen = await render(
      <DayStrip {...props} selectedDate="2025-06-01" hrefForDay={(date) => `/cinema/filters/date-${date}`} />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Today' }))
      .toHaveAttribute('href', '/cinema/filters/date-2025-05-31');
    await expect.element(screen.getByRole('link', { name: 'Tomorrow' })).toHaveAttribute('aria-current', 'true');
    await expect.element(screen.getByRole('link', { name: 'Day 2025-06-02' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Day 2025-06-02' }).element().tagName).not.toBe('A');
    expect(screen.getByRole('link').all()).toHaveLength(4);
  });
});
