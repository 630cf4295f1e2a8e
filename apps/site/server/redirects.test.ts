import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sites } from '@marquee/data';
import {
  filterFormLocation,
  languageSwitch,
  redirectLinkLocation,
  safeLocalPath,
  trailingSlashLocation,
} from './redirects.ts';

const at = (path: string) => new URL(`http://fr.localhost:3000${path}`);

describe('catalogue.txt §2 "A path with a trailing slash is redirected to the path without it"', () => {
  it('drops trailing slashes and keeps the query', () => {
    expect(trailingSlashLocation(at('/cinemas/'))).toBe('/cinemas');
    expect(trailingSlashLocation(at('/en/films///?a=1'))).toBe('/en/films?a=1');
    expect(trailingSlashLocation(at('/'))).toBeNull();
    expect(trailingSlashLocation(at('/cinemas'))).toBeNull();
  });

  it('never redirects to another host', () => {
    expect(trailingSlashLocation(at('//evil.example/'))).toBe('/evil.example');
    expect(trailingSlashLocation(at('/%2F%2Fevil.example/'))).toBe('/%2F%2Fevil.example');
  });
});

describe('member-and-shell.txt §2 Language switch: set the cookie, then the same page in the new language', () => {
  it('accepts a language of the site and a local path', () => {
    expect(languageSwitch(sites.be, 'nl', '/nl/bioscopen')).toEqual({ language: 'nl', location: '/nl/bioscopen' });
  });

  it('falls back to the home in that language for a missing or foreign destination', () => {
    expect(languageSwitch(sites.be, 'fr', 'https://evil.example/')).toEqual({ language: 'fr', location: '/fr' });
    expect(languageSwitch(sites.fr, 'fr', null)).toEqual({ language: 'fr', location: '/' });
  });

  it('refuses a language the site does not offer', () => {
    expect(languageSwitch(sites.fr, 'de', '/')).toBeNull();
    expect(languageSwitch(sites.fr, 'xx', '/')).toBeNull();
  });

  it('local paths only', () => {
    expect(safeLocalPath('/films')).toBe('/films');
    expect(safeLocalPath('//evil.example')).toBeNull();
    expect(safeLocalPath('/\\evil.example')).toBeNull();
    expect(safeLocalPath('javascript:alert(1)')).toBeNull();
    // A Location header carries ASCII only: other characters are percent-encoded.
    expect(safeLocalPath('/café?q=é')).toBe('/caf%C3%A9?q=%C3%A9');
  });

  it('issue 22 open redirect: the target is checked after it is normalised (/.//, /..//, /%2e//, /a/..//)', () => {
    for (const to of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example/x']) {
      expect(languageSwitch(sites.fr, 'fr', to)).toEqual({ language: 'fr', location: '/' });
    }
    expect(safeLocalPath('/./films')).toBe('/films');
    expect(safeLocalPath('/a/../films?x=1')).toBe('/films?x=1');
  });

  it('issue 22 open redirect, property: no target yields a Location a browser resolves to another origin', () => {
    // Fragments that URL parsers treat specially, mixed with anything at all.
    const piece = fc.oneof(
      fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%5c', '%00', '\t', '\n', '\r', ' ', '\u2028'),
      fc.constantFrom('evil.example', '@evil.example', ':', 'http:', 'https:', 'javascript:', '?', '#', '%', 'films'),
      fc.string({ maxLength: 6 }),
      fc.string({ unit: 'binary', maxLength: 4 }),
    );
    const pieces = fc.array(piece, { maxLength: 10 }).map((list) => list.join(''));
    // Mostly what passes the first look (a leading slash), sometimes anything.
    const target = fc.oneof(
      { arbitrary: pieces.map((rest) => `/${rest}`), weight: 4 },
      { arbitrary: pieces, weight: 1 },
    );
    const origin = 'https://www.marquee.fr';
    fc.assert(
      fc.property(target, fc.constantFrom('fr', 'en'), (to, language) => {
        const outcome = languageSwitch(sites.fr, language, to);
        if (!outcome) return;
        const { location } = outcome;
        expect(location).toMatch(/^\/(?![/\\])/);
        // A browser resolves a Location against the page's address with this same URL parser.
        expect(new URL(location, `${origin}/films/orbite-10002`).origin).toBe(origin);
        // A header value of printable ASCII only: nothing a client could read as a line break.
        expect([...location].every((character) => character > ' ' && character < '\u007f')).toBe(true);
      }),
      { seed: 22, numRuns: 3000 },
    );
  });
});

describe('member-and-shell.txt §7 "Redirects for slug pages go to /redirect/{language}/{kind}/{slug}"', () => {
  it('lands on the page of that kind in that language', () => {
    expect(redirectLinkLocation(sites.fr, '/redirect/en/cinema/marquee-beaugrenelle')).toBe(
      '/en/cinemas/marquee-beaugrenelle',
    );
    expect(redirectLinkLocation(sites.nl, '/redirect/nl/show/slug/orbite-10002')).toBe('/films/orbite-10002');
  });

  it('is not a redirect otherwise', () => {
    expect(redirectLinkLocation(sites.fr, '/redirect/xx/cinema/a')).toBeNull();
    expect(redirectLinkLocation(sites.fr, '/redirect/fr/nothing/a')).toBeNull();
  });
});

describe('issue 9 works without JavaScript: the filter form (GET) lands on the /filters address', () => {
  const movie = { kind: 'Shows.Movie', language: 'fr', params: { slug: 'orbite-10002' } } as const;
  const at = (query: string) => new URL(`http://fr.localhost/films/orbite-10002?${query}`);

  it('turns the submitted fields into the filter suffix and keeps other parameters', () => {
    const location = filterFormLocation('fr', movie, at('date=2026-11-23&versions=vost&versions=vf&bandeannonce=true'));
    expect(location).toMatch(/\/filters\/date-2026-11-23\/versions-vf,vost\?bandeannonce=true$/);
  });

  it('the lists come from the form alone; the day and the cinema stay unless the form sends them', () => {
    const filtered = { ...movie, filters: { date: '2026-11-23', localisation: 'marquee-alesia', versions: ['vf'] } };
    expect(filterFormLocation('fr', filtered, at('tags=imax'))).toMatch(
      /\/filters\/date-2026-11-23\/tags-imax\/localisation-marquee-alesia$/,
    );
    // The cinema form: "all cinemas" sends an empty localisation and the lists it carries.
    expect(filterFormLocation('fr', filtered, at('localisation=&versions=vf'))).toMatch(
      /\/filters\/date-2026-11-23\/versions-vf$/,
    );
    expect(filterFormLocation('fr', { ...movie, filters: { versions: ['vf'] } }, at('localisation='))).not.toContain(
      '/filters',
    );
  });

  it('leaves other queries and pages without address filters alone; refuses invalid values', () => {
    expect(filterFormLocation('fr', movie, at('bandeannonce=true'))).toBeUndefined();
    const news = { kind: 'News.List', language: 'fr', params: {} } as const;
    expect(filterFormLocation('fr', news, at('versions=vf'))).toBeUndefined();
    expect(filterFormLocation('fr', movie, at('date=2026-13-01'))).toBeNull();
  });
});
