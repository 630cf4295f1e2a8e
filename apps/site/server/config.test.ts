import { describe, expect, it } from 'vitest';
import { parseProductionHosts, readConfig } from './config.ts';

describe('Site server configuration (README Configuration)', () => {
  it('has working defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, apiUrl: 'http://127.0.0.1:4000', trustProxy: false, loginOrigin: null });
    expect(config.productionHosts).toEqual({});
  });

  it('reads the production host map domain=site', () => {
    expect(parseProductionHosts(' marquee.fr=fr, Marquee.NL=nl ,')).toEqual({ 'marquee.fr': 'fr', 'marquee.nl': 'nl' });
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => parseProductionHosts('marquee.xx=xx')).toThrow(/SITE_HOSTS: "marquee.xx=xx"/);
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readConfig({ LOGIN_ORIGIN: 'not a url' })).toThrow(/LOGIN_ORIGIN/);
    expect(() => readConfig({ PAGE_CACHE_MS: '-1' })).toThrow(/PAGE_CACHE_MS/);
    expect(readConfig({}).pageCacheMs).toBe(2000);
    expect(readConfig({ PAGE_CACHE_MS: '0' }).pageCacheMs).toBe(0);
    expect(readConfig({}).upstreamStaleMs).toBe(30_000);
    expect(() => readConfig({ UPSTREAM_SWR_MS: 'soon' })).toThrow(/UPSTREAM_SWR_MS/);
  });
});
