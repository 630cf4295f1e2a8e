import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locale.server.ts';

const request = (url: string) => new Request(url, { headers: { host: new URL(url).host } });

describe('Site and language from the request (ARCHITECTURE: one request, steps 1-2)', () => {
  it('picks the site from the development host, fr on plain localhost', () => {
    expect(resolveLocale(request('http://nl.localhost:3000/')).site.code).toBe('nl');
    expect(resolveLocale(request('http://localhost:3000/')).site.code).toBe('fr');
  });

  it('uses the site default language when the path has no prefix (catalogue.txt §2)', () => {
    expect(resolveLocale(request('http://ch.localhost:3000/')).language).toBe('en');
    expect(resolveLocale(request('http://be.localhost:3000/')).language).toBe('en');
  });

  it('takes the language from the route prefix when the site offers it', () => {
    expect(resolveLocale(request('http://ch.localhost:3000/de')).language).toBe('de');
    expect(resolveLocale(request('http://fr.localhost:3000/de')).language).toBe('fr');
  });

  it('answers 404 for a host that names no site', () => {
    expect(() => resolveLocale(request('http://xx.localhost:3000/'))).toThrow(Response);
  });
});
