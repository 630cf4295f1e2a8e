import { describe, expect, it } from 'vitest';
import {
  articlePageQuery,
  emotionBody,
  favouriteCinemasBody,
  intentionBody,
  languageQuery,
  recaptchaHeaders,
  searchQuery,
  showCinemaParams,
  showDateParams,
  showSlugsBody,
  slugParams,
} from './requests.ts';

describe('request params (catalogue.txt §7)', () => {
  it('accepts real slugs and refuses path tricks', () => {
    expect(slugParams.parse({ slug: 'spider-man-brand-new-day-48103' })).toBeTruthy();
    expect(() => slugParams.parse({ slug: '../etc/passwd' })).toThrow();
    expect(() => slugParams.parse({ slug: '' })).toThrow();
  });

  it('tells showtimes/{date} from showtimes/{cinema}: a cinema slug cannot be a date', () => {
    expect(showDateParams.safeParse({ slug: 'dune', date: '2026-09-11' }).success).toBe(true);
    expect(showCinemaParams.safeParse({ slug: 'dune', cinema: '2026-09-11' }).success).toBe(false);
    expect(showDateParams.safeParse({ slug: 'dune', date: 'pathe-arena' }).success).toBe(false);
    expect(showCinemaParams.safeParse({ slug: 'dune', cinema: 'pathe-arena' }).success).toBe(true);
  });
});

describe('request queries (catalogue.txt §5, §7; member-and-shell.txt §7)', () => {
  it('language is one of fr, en, de, nl', () => {
    expect(languageQuery.parse({ language: 'de' })).toEqual({ language: 'de' });
    expect(() => languageQuery.parse({ language: 'es' })).toThrow();
  });

  it('catalogue.txt §5: the page query parameter is an integer with default 1', () => {
    expect(articlePageQuery.parse({}).page).toBe(1);
    expect(articlePageQuery.parse({ page: '3' }).page).toBe(3);
    expect(() => articlePageQuery.parse({ page: '2.5' })).toThrow();
    expect(() => articlePageQuery.parse({ page: '0' })).toThrow();
    expect(() => articlePageQuery.parse({ page: 'two' })).toThrow();
  });

  it('search/full: q required, type one of show, cinema, offer, news, faq', () => {
    expect(searchQuery.parse({ q: ' dune ', type: 'faq' })).toEqual({ q: 'dune', type: 'faq' });
    expect(() => searchQuery.parse({ q: '' })).toThrow();
    // Issue 22: a NUL reached PostgreSQL and answered 500; control characters and lone surrogates are a 400.
    for (const q of ['a\u0000b', '\u0000', 'a\u0007', '\u009f', 'a\ud800', '\udc00b'])
      expect(searchQuery.safeParse({ q }).success, JSON.stringify(q)).toBe(false);
    for (const q of ['a\u2028b', 'Amélie', '😀 film', 'ﬁlm\u202e'])
      expect(searchQuery.safeParse({ q }).success, JSON.stringify(q)).toBe(true);
    expect(() => searchQuery.parse({ q: 'dune', type: 'event' })).toThrow();
  });
});

describe('request headers and bodies (catalogue.txt §7 Client, Gift card and voucher)', () => {
  it('voucher and gift card need the X-Recaptcha-Response header', () => {
    expect(recaptchaHeaders.parse({ 'x-recaptcha-response': 'token' })).toBeTruthy();
    expect(() => recaptchaHeaders.parse({})).toThrow();
  });

  it('POST client/{id}/shows sends a showSlugs list', () => {
    expect(showSlugsBody.parse({ showSlugs: ['dune-49620'] })).toEqual({ showSlugs: ['dune-49620'] });
    expect(() => showSlugsBody.parse({ showSlugs: 'dune-49620' })).toThrow();
  });

  it('intention defaults to 2 and isDelete to false', () => {
    expect(intentionBody.parse({})).toEqual({ intention: 2, isDelete: false });
    expect(intentionBody.parse({ isDelete: true })).toEqual({ intention: 2, isDelete: true });
    expect(() => intentionBody.parse({ intention: 'yes' })).toThrow();
  });

  it('emotion is required with isDelete', () => {
    expect(emotionBody.parse({ emotion: 3 })).toEqual({ emotion: 3, isDelete: false });
    expect(() => emotionBody.parse({ isDelete: true })).toThrow();
  });

  it('PATCH/DELETE accounts/me/cinemas send {cinemas: [...]}, never empty', () => {
    expect(favouriteCinemasBody.parse({ cinemas: ['pathe-arena'] })).toBeTruthy();
    expect(() => favouriteCinemasBody.parse({ cinemas: [] })).toThrow();
  });
});
