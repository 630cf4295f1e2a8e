import { describe, expect, it } from 'vitest';
import { formatDuration, isUnknownDate } from './formats.ts';

describe('catalogue.txt §9 Formats: duration', () => {
  it.each([
    [0, '0 min'],
    [59, '59 min'],
    [60, '1h00'],
    [125, '2h05'],
    [600, '10h00'],
  ])('%i minutes -> %s', (minutes, shown) => {
    expect(formatDuration(minutes)).toBe(shown);
  });

  it('shows nothing for a negative or missing duration', () => {
    expect(formatDuration(-1)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('catalogue.txt §5 The date 1900-01-01 means unknown', () => {
  it('recognises the unknown date, with or without a time', () => {
    expect(isUnknownDate('1900-01-01')).toBe(true);
    expect(isUnknownDate('1900-01-01T00:00:00+00:09')).toBe(true);
    expect(isUnknownDate('2026-03-29')).toBe(false);
    expect(isUnknownDate(null)).toBe(true);
  });
});
