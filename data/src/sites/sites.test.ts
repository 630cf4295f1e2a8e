import { describe, expect, it } from 'vitest';
import { siteForDevelopmentHost, sites } from './sites.ts';

describe('Country sites (catalogue.txt §3)', () => {
  it('has the default language among the languages offered, for all 8 sites', () => {
    expect(Object.keys(sites)).toHaveLength(8);
    for (const site of Object.values(sites)) expect(site.languages).toContain(site.defaultLanguage);
  });

  it.each([
    ['fr', 'fr', ['fr', 'en']],
    ['ch', 'en', ['fr', 'en', 'de']],
    ['be', 'en', ['fr', 'nl', 'en']],
    ['nl', 'nl', ['nl', 'en']],
    ['ma', 'fr', ['fr', 'en']],
  ] as const)('%s defaults to %s and offers %j', (code, defaultLanguage, offered) => {
    expect(sites[code].defaultLanguage).toBe(defaultLanguage);
    expect(sites[code].languages).toEqual(offered);
  });
});

describe('Development hosts (ARCHITECTURE: {site}.localhost)', () => {
  it('serves each site on {site}.localhost', () => {
    expect(siteForDevelopmentHost('nl.localhost:3000')?.code).toBe('nl');
    expect(siteForDevelopmentHost('CH.localhost')?.code).toBe('ch');
  });
  it('serves fr on plain localhost and loopback addresses', () => {
    expect(siteForDevelopmentHost('localhost:3000')?.code).toBe('fr');
    expect(siteForDevelopmentHost('127.0.0.1:3000')?.code).toBe('fr');
  });
  it('knows no site for an unknown code', () => {
    expect(siteForDevelopmentHost('xx.localhost:3000')).toBeNull();
    expect(siteForDevelopmentHost('example.com')).toBeNull();
  });
});
