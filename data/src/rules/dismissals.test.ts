import { describe, expect, it } from 'vitest';
import { appStoreForDevice, dismissalKeys } from './dismissalKeys.ts';
import {
  dismissalEnd,
  headerPushShown,
  isDismissed,
  nextDayStart,
  readDismissals,
  siteAlertDismissalDays,
  siteAlertDismissalKey,
  withDismissal,
} from './dismissals.ts';

const now = new Date('2026-03-14T21:30:00Z');
const hourMs = 60 * 60 * 1000;

describe('member-and-shell.txt §2 Header push: viewing sets an expiry of the next day (§9 "until the next day")', () => {
  it('ends at the next midnight in the site’s zone, not 24 hours later', () => {
    // 22:30 in Paris on the 14th: the push is back at 00:00 on the 15th, Paris time.
    expect(new Date(nextDayStart(now, 'Europe/Paris')).toISOString()).toBe('2026-03-14T23:00:00.000Z');
    // The same instant is already the 15th in Tokyo: back on the 16th.
    expect(new Date(nextDayStart(now, 'Asia/Tokyo')).toISOString()).toBe('2026-03-15T15:00:00.000Z');
  });

  it('across the spring clock change, the next day still starts at its own midnight', () => {
    const beforeChange = new Date('2026-03-28T12:00:00Z');
    expect(new Date(nextDayStart(beforeChange, 'Europe/Paris')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    const onChange = new Date('2026-03-29T12:00:00Z');
    expect(new Date(nextDayStart(onChange, 'Europe/Paris')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('skipped when already viewed, except on the home page', () => {
    const viewed = withDismissal({}, dismissalKeys.headerPushViewed, nextDayStart(now, 'Europe/Paris'));
    expect(headerPushShown({ isHome: false, dismissals: viewed, now })).toBe(false);
    expect(headerPushShown({ isHome: true, dismissals: viewed, now })).toBe(true);
    expect(headerPushShown({ isHome: false, dismissals: {}, now })).toBe(true);
  });

  it('shows again once the next day has come', () => {
    const viewed = withDismissal({}, dismissalKeys.headerPushViewed, nextDayStart(now, 'Europe/Paris'));
    const nextMorning = new Date('2026-03-15T07:00:00Z');
    expect(headerPushShown({ isHome: false, dismissals: viewed, now: nextMorning })).toBe(true);
  });

  it('closed, it stays closed on the home too until the next day (decision 0052)', () => {
    const closed = withDismissal({}, dismissalKeys.headerPushClosed, nextDayStart(now, 'Europe/Paris'));
    expect(headerPushShown({ isHome: true, dismissals: closed, now })).toBe(false);
    expect(headerPushShown({ isHome: false, dismissals: closed, now })).toBe(false);
  });
});

describe('dismissals kept in local storage (decision 0052)', () => {
  it('reads back what was written, without what has ended or what is unreadable', () => {
    const stored = JSON.stringify({
      'smart-banner': now.getTime() + hourMs,
      'header-push-viewed': now.getTime() - 1,
      'Bad key"]{}': now.getTime() + hourMs,
      'alert-x': 'soon',
    });
    expect(readDismissals(stored, now)).toEqual({ 'smart-banner': now.getTime() + hourMs });
    expect(readDismissals('not json', now)).toEqual({});
    expect(readDismissals('[1,2]', now)).toEqual({});
    expect(readDismissals(null, now)).toEqual({});
  });

  it('refuses a key that could break out of the pre-paint selector', () => {
    expect(withDismissal({}, 'x"]{display:block}', 1)).toEqual({});
  });

  it('keeps at most 20 entries, dropping the ones ending first', () => {
    let dismissals = {};
    for (let index = 0; index < 25; index += 1) dismissals = withDismissal(dismissals, `alert-${index}`, index);
    expect(Object.keys(dismissals)).toHaveLength(20);
    expect(dismissals).not.toHaveProperty('alert-4');
    expect(dismissals).toHaveProperty('alert-24');
  });

  it('issue 20: a closed site alert stays closed for 7 days, and a reworded one shows again', () => {
    const weekly = { title: 'Nouveau : le programme de la semaine', subtitle: '<p>Les sorties.</p>' };
    const key = siteAlertDismissalKey(weekly);
    expect(key).toMatch(/^alert-[a-z0-9]+$/);
    const dismissals = withDismissal({}, key, dismissalEnd(now, siteAlertDismissalDays));
    expect(isDismissed(dismissals, key, new Date(now.getTime() + 6 * 24 * hourMs))).toBe(true);
    expect(isDismissed(dismissals, key, new Date(now.getTime() + 7 * 24 * hourMs))).toBe(false);
    expect(siteAlertDismissalKey({ ...weekly, subtitle: '<p>Les sorties de Noël.</p>' })).not.toBe(key);
  });
});

describe('member-and-shell.txt §1 Smart app banner: the store by device, none in a webview or the app', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'apple',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36',
      null,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      null,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1 MarqueeApp/3.2',
      null,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', null],
  ])('%s -> %s', (userAgent, store) => {
    expect(appStoreForDevice(userAgent)).toBe(store);
  });
});
