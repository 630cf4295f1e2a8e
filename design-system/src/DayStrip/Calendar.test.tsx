import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Calendar } from './Calendar.tsx';

const props = {
  label: 'Choose a day',
  previousMonthLabel: 'Previous month',
  nextMonthLabel: 'Next month',
  minDate: '2026-11-21',
  availableDates: ['2026-11-21', '2026-11-24', '1900-01-01'],
  defaultSelectedDate: '2026-11-21',
};

describe('Calendar (member-and-shell.txt §4: choosing a day from the calendar)', () => {
  it('moves by keyboard, skips nothing silently and refuses days without showtimes', async () => {
    const onSelect = vi.fn();
    const screen = await render(<Calendar {...props} onSelect={onSelect} />);
    const selected = screen.getByRole('grid').getByText('21');
    await selected.click();
    // Right arrow lands on the 22nd: focusable, but unavailable, so Enter does not choose it.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-21');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-24');
  });

  it('does not select the unknown date even when listed (catalogue.txt §5: 1900-01-01 is unknown)', async () => {
    const onSelect = vi.fn();
    const screen = await render(<Calendar {...props} selectedDate="1900-01-01" onSelect={onSelect} />);
    await expect.element(screen.getByRole('grid')).toBeVisible();
    expect(document.querySelector('[data-selected]')).toBeNull();
  });
});
