import { describe, expect, it } from 'vitest';
import {
  alternateLanguageLinks,
  canonicalUrl,
  parseRedirectPath,
  redirectKinds,
  redirectPath,
  redirectTarget,
} from './links.ts';
import { routePath } from './router.ts';

describe('member-and-shell.txt §5 SEO canonical URL', () => {
  it.each([
    ['https://fr.localhost:3000/films/?page=2#book', 'https://fr.localhost:3000/films'],
    ['https://www.example.fr/', 'https://www.example.fr/'],
    ['https://www.example.fr', 'https://www.example.fr/'],
    ['/en/cinemas/wepler/', '/en/cinemas/wepler'],
    ['/?q=1', '/'],
  ])('%s -> %s (query, fragment and trailing slash stripped)', (url, canonical) => {
    expect(canonicalUrl(url)).toBe(canonical);
  });
});

describe('member-and-shell.txt §7 Redirects /redirect/{language}/{kind}/{slug}', () => {
  it.each(redirectKinds)('writes and reads back the %s kind', (kind) => {
    const link = { language: 'nl' as const, kind, slug: 'dune-part-two-123' };
    const path = redirectPath(link);
    expect(path).toBe(`/redirect/nl/${kind}/dune-part-two-123`);
    expect(parseRedirectPath(path)).toEqual({ ok: true, value: link });
  });

  it('reads the real API form with a slug segment (real-api.md §3.8)', () => {
    expect(parseRedirectPath('/redirect/nl/show/slug/dune-123')).toEqual({
      ok: true,
      value: { language: 'nl', kind: 'show', slug: 'dune-123' },
    });
  });

  it.each([
    '/redirect/xx/show/a',
    '/redirect/fr/film/a',
    '/redirect/fr/show',
    '/redirect/fr/show/a/b',
    '/films/a',
    '/redirect/fr/show/%E0',
  ])('refuses %s without throwing', (path) => {
    expect(parseRedirectPath(path).ok).toBe(false);
  });

  it('sends a redirect to the translated page of the site, in its language or the default', () => {
    const target = redirectTarget('ch', { language: 'de', kind: 'show', slug: 'dune-123' });
    expect(routePath('ch', target)).toBe('/de/filme-events/dune-123');
    const fallback = redirectTarget('fr', { language: 'de', kind: 'city', slug: 'paris' });
    expect(routePath('fr', fallback)).toBe('/cinemas/ville/paris');
    expect(routePath('fr', redirectTarget('fr', { language: 'fr', kind: 'faq-article', slug: 'refund' }))).toBe(
      '/aide/article/slug/refund',
    );
  });
});

describe('member-and-shell.txt §9 Alternate-language links cover fr, ch, be, sn, tn for home-like paths', () => {
  it('lists the home in every language of a covered site', () => {
    expect(alternateLanguageLinks('ch', { kind: 'Movies.Home', language: 'de', params: {} })).toEqual([
      { language: 'fr', path: '/fr' },
      { language: 'en', path: '/' },
      { language: 'de', path: '/de' },
    ]);
    expect(alternateLanguageLinks('tn', { kind: 'Movies.Home', language: 'fr', params: {} })).toHaveLength(2);
  });

  it('lists none on nl, ci and ma, nor for pages that are not home-like', () => {
    for (const site of ['nl', 'ci', 'ma'] as const) {
      expect(alternateLanguageLinks(site, { kind: 'Movies.Home', language: 'en', params: {} })).toEqual([]);
    }
    expect(alternateLanguageLinks('fr', { kind: 'Shows.Movie', language: 'fr', params: { slug: 'x' } })).toEqual([]);
  });
});
