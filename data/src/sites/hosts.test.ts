import { describe, expect, it } from 'vitest';
import { environmentForHost, siteForHost } from './hosts.ts';

const productionHosts = { 'marquee.fr': 'fr', 'marquee.nl': 'nl', 'marquee.ch': 'ch' } as const;

describe('Host -> site (ARCHITECTURE One request 1; catalogue.txt §1 each site chosen by its host)', () => {
  it('serves {site}.localhost and plain localhost -> fr in development', () => {
    expect(siteForHost('be.localhost:3000')?.code).toBe('be');
    expect(siteForHost('localhost')?.code).toBe('fr');
  });

  it('reads the production host map, on the bare domain or behind www and www-{env}', () => {
    expect(siteForHost('www.marquee.nl', productionHosts)?.code).toBe('nl');
    expect(siteForHost('WWW-STAGING1.marquee.ch:443', productionHosts)?.code).toBe('ch');
    expect(siteForHost('marquee.fr', productionHosts)?.code).toBe('fr');
  });

  it('knows no site for a host outside the map', () => {
    expect(siteForHost('www.example.com', productionHosts)).toBeNull();
    expect(siteForHost('www.marquee.fr')).toBeNull();
    expect(siteForHost('www.toString', productionHosts)).toBeNull();
  });
});

describe('catalogue.txt §9 Environments come from the host', () => {
  it.each([
    ['www.marquee.fr', 'production', 'production'],
    ['www-preproduction.marquee.fr', 'preproduction', 'production'],
    ['www-production.marquee.fr', 'production', 'production'],
    ['www-staging1.marquee.nl', 'staging1', 'staging'],
    ['www-staging2.marquee.nl', 'staging2', 'test'],
    ['www-recette.marquee.ch:8443', 'recette', 'test'],
    ['fr.localhost:3000', 'development', 'test'],
  ])('%s is %s and signs in against %s', (host, environment, authEnvironment) => {
    expect(environmentForHost(host)).toEqual({ environment, authEnvironment });
  });
});
