import { describe, expect, it } from 'vitest';
import { locatorCookieText, matchRoute, siteForHost, sites } from '@marquee/data';
import { browserLanguage, cookieLanguage, cookieLocator, resolveLanguage } from './locale.ts';

const headers = (init: Record<string, string> = {}) => new Headers(init);
const languageOf = (site: keyof typeof sites, path: string, init: Record<string, string> = {}) =>
  resolveLanguage(sites[site], matchRoute(site, path), headers(init));

describe('Host -> site (ARCHITECTURE "One request" 1, issue 8 Sites and languages)', () => {
  it('development hosts {site}.localhost, plain localhost -> fr, production hosts by configuration', () => {
    expect(siteForHost('nl.localhost:3000', {})?.code).toBe('nl');
    expect(siteForHost('localhost:3000', {})?.code).toBe('fr');
    expect(siteForHost('www.marquee.ch', { 'marquee.ch': 'ch' })?.code).toBe('ch');
    expect(siteForHost('www-staging1.marquee.ch', { 'marquee.ch': 'ch' })?.code).toBe('ch');
  });

  it('website guard: a host naming no site has none (404)', () => {
    expect(siteForHost('xx.localhost:3000', {})).toBeNull();
    expect(siteForHost('www.elsewhere.example', { 'marquee.ch': 'ch' })).toBeNull();
  });
});

describe('member-and-shell.txt §2 Language guard: route, else browser, else cookie, else default', () => {
  it('the route prefix decides; no prefix is the default language (catalogue.txt §2)', () => {
    expect(languageOf('ch', '/de/kinos', { 'accept-language': 'fr' })).toEqual({ language: 'de', negotiated: false });
    expect(languageOf('ch', '/cinemas', { 'accept-language': 'de', cookie: 'lang=fr' })).toEqual({
      language: 'en',
      negotiated: false,
    });
  });

  it('an address without a language position takes the browser language first', () => {
    expect(
      languageOf('be', '/specials/imax', { 'accept-language': 'nl-BE,nl;q=0.9,fr;q=0.8', cookie: 'lang=fr' }),
    ).toEqual({
      language: 'nl',
      negotiated: true,
    });
  });

  it('then the lang cookie, then the site default', () => {
    expect(languageOf('be', '/specials/imax', { 'accept-language': 'ja', cookie: 'lang=fr' }).language).toBe('fr');
    expect(languageOf('be', '/specials/imax', { cookie: 'lang=de' }).language).toBe('en');
  });

  it('issue 20: an unknown path without a language prefix is in the site default language, whatever the browser says', () => {
    expect(languageOf('fr', '/nowhere/at/all', { 'accept-language': 'en-US,en' })).toEqual({
      language: 'fr',
      negotiated: false,
    });
    expect(languageOf('nl', '/nowhere', { 'accept-language': 'en', cookie: 'lang=en' }).language).toBe('nl');
    expect(languageOf('ch', '/nirgendwo', { 'accept-language': 'de-CH' }).language).toBe('en');
  });

  it('an unknown path under a language prefix keeps that language', () => {
    expect(languageOf('fr', '/en/nowhere', { 'accept-language': 'fr' })).toEqual({ language: 'en', negotiated: false });
  });

  it('reads Accept-Language by quality and ignores languages the site lacks', () => {
    expect(browserLanguage(sites.fr, 'de-CH, en;q=0.5, fr;q=0.7')).toBe('fr');
    expect(browserLanguage(sites.ch, 'de-CH, en;q=0.5')).toBe('de');
    expect(browserLanguage(sites.fr, 'nl;q=1, *;q=0.1')).toBeNull();
    expect(browserLanguage(sites.fr, 'en;q=0, fr;q=0.1')).toBe('fr');
    expect(browserLanguage(sites.fr, null)).toBeNull();
    expect(cookieLanguage(sites.nl, 'a=1; lang=en; b=2')).toBe('en');
    expect(cookieLanguage(sites.nl, 'lang=de')).toBeNull();
    expect(cookieLanguage(sites.nl, 'lang=%E0%A4%A')).toBeNull();
  });
});

describe('member-and-shell.txt §4 Locator: the server reads the locator cookie', () => {
  it('reads the choice the browser wrote, among other cookies', () => {
    const written = locatorCookieText({ type: 'city', slug: 'lyon' }, { secure: false }).split(';')[0];
    expect(cookieLocator(`lang=en; ${written}; other=1`)).toEqual({ type: 'city', slug: 'lyon' });
    const position = locatorCookieText({ type: 'position', latitude: 48.85, longitude: 2.35 }, { secure: true });
    expect(cookieLocator(position.split(';')[0] ?? '')).toEqual({ type: 'position', latitude: 48.85, longitude: 2.35 });
  });

  it('no cookie or a malformed one is no choice', () => {
    expect(cookieLocator(null)).toBeNull();
    expect(cookieLocator('locator=%7Bbroken')).toBeNull();
    expect(cookieLocator('locator=%7B%22type%22%3A%22city%22%2C%22value%22%3A%22..%2F..%22%7D')).toBeNull();
  });
});
