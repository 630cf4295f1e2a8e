import { describe, expect, it } from 'vitest';
import {
  locatorCookieMaxAgeSeconds,
  locatorCookieText,
  parseLocatorCookie,
  serializeLocatorCookie,
} from './locator.ts';

describe('member-and-shell.txt §3 Locator cookie (type and value)', () => {
  it('reads back every choice it writes: cinema, city, position, favorite', () => {
    for (const choice of [
      { type: 'cinema', slug: 'marquee-beaugrenelle' },
      { type: 'city', slug: 'paris' },
      { type: 'position', latitude: 48.857, longitude: 2.352 },
      { type: 'favorite' },
    ] as const) {
      expect(parseLocatorCookie(serializeLocatorCookie(choice))).toEqual(choice);
    }
  });

  it('keeps {type, value} with the position as "latitude,longitude" rounded to three decimals', () => {
    const text = decodeURIComponent(
      serializeLocatorCookie({ type: 'position', latitude: 48.85661, longitude: -2.35222 }),
    );
    expect(JSON.parse(text)).toEqual({ type: 'position', value: '48.857,-2.352' });
  });

  it('reads malformed values as no choice', () => {
    for (const raw of [
      '',
      'not-json',
      '%E0%A4%A',
      encodeURIComponent('{"type":"city"}'),
      encodeURIComponent('{"type":"zone","value":"paris"}'),
      encodeURIComponent('{"type":"city","value":"Paris <script>"}'),
      encodeURIComponent('{"type":"position","value":"91,2"}'),
      encodeURIComponent('{"type":"position","value":"48.8;2.3"}'),
      encodeURIComponent('null'),
    ]) {
      expect(parseLocatorCookie(raw)).toBeNull();
    }
  });
});

describe('member-and-shell.txt §9 the locator cookie lives 365 days', () => {
  it('is written for the whole site for 365 days, Secure on https', () => {
    expect(locatorCookieMaxAgeSeconds).toBe(365 * 86_400);
    const text = locatorCookieText({ type: 'city', slug: 'lyon' }, { secure: true });
    expect(text).toMatch(/^locator=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(locatorCookieText({ type: 'city', slug: 'lyon' }, { secure: false })).not.toContain('Secure');
  });
});
