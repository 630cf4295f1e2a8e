import { describe, expect, it } from 'vitest';
import {
  clientAreaUrl,
  defaultFeatures,
  headerExtraHref,
  siblingHostUrl,
  toSearchResults,
  type WireSearchResult,
} from '@marquee/data';
import { normaliseSearchQuery, searchResultUrl, toSearchPopinResults } from './searchResults.ts';
import { shellCalls } from './shellCalls.ts';
import searchFixture from '../fixtures/fr-search-orbite.json' with { type: 'json' };
import { storyNow } from '../storybook/clock.ts';
import { createI18n } from '../i18n/index.ts';
import { formatsOf } from '../i18n/formats.ts';

const texts = {
  date: formatsOf(createI18n('fr')).date,
  released: (date: string) => `released ${date}`,
  from: (date: string) => `from ${date}`,
  interval: (start: string, end: string) => `${start}-${end}`,
};

describe('member-and-shell.txt §2 Header Extras: link targets (our choices where the spec shows no path)', () => {
  const clientUrl = 'https://client.marquee.nl';
  const on = { site: 'nl', language: 'nl', clientUrl } as const;

  it("site pages through routePath: Club -> subscription, Offers -> offers list, More-from -> experiences, account -> the site's account page", () => {
    expect(headerExtraHref('account', on)).toBe('/mijn-account');
    expect(headerExtraHref('club', on)).toBe('/abonnementen');
    expect(headerExtraHref('offers', on)).toBe('/nieuws-en-aanbiedingen');
    expect(headerExtraHref('more-from', on)).toBe('/belevingen');
  });

  it('wallet and subscription pass on the client-area host; home video and business on its sibling hosts', () => {
    expect(headerExtraHref('wallet', on)).toBe('https://client.marquee.nl/wallet');
    expect(headerExtraHref('subscription-pass', on)).toBe('https://client.marquee.nl/subscription');
    expect(headerExtraHref('home-video', on)).toBe('https://home.marquee.nl/');
    expect(headerExtraHref('business', on)).toBe('https://business.marquee.nl/');
  });

  it('no link without settings (the call failed), and none for sign-in (a button opens it)', () => {
    expect(headerExtraHref('wallet', { ...on, clientUrl: null })).toBeNull();
    expect(headerExtraHref('home-video', { ...on, clientUrl: 'not a url' })).toBeNull();
    expect(headerExtraHref('sign-in', on)).toBeNull();
    expect(clientAreaUrl('https://client.marquee.fr/', '/account')).toBe('https://client.marquee.fr/account');
    expect(siblingHostUrl('http://localhost:5173', 'home')).toBeNull();
  });
});

describe('member-and-shell.txt §2 Search pop-in', () => {
  it('input is lowercased and accent-stripped', () => {
    expect(normaliseSearchQuery('  Élodie À Noël ')).toBe('elodie a noel');
  });

  it('groups the real answer: the film under shows with its French release date, the news item under news', () => {
    const results = toSearchPopinResults(toSearchResults(searchFixture as WireSearchResult[]), {
      site: 'fr',
      language: 'fr',
      texts,
    });
    expect(results.show).toEqual([
      expect.objectContaining({
        url: '/films/orbite-10002',
        title: 'Orbite',
        releaseText: 'released 10/11/2026',
        // The rating's words, never its raw code (issue 22, decision 0030).
        contentRating: 'Interdit aux moins de 12 ans',
      }),
    ]);
    expect(results.news.map((row) => row.url)).toEqual(['/actualites/rencontre-avec-l-equipe-de-orbite-2']);
    expect(results.cinema).toEqual([]);
  });

  it('links FAQ rows by urlSlug, else by id; rows without a slug or page are left out', () => {
    const base = toSearchResults([{ type: 'faq', title: 'Q', id: 12, urlSlug: null }] as WireSearchResult[])[0]!;
    expect(searchResultUrl(base, 'fr', 'fr')).toBe('/aide/article/id/12');
    expect(searchResultUrl({ ...base, urlSlug: 'remboursement' }, 'fr', 'fr')).toBe('/aide/article/slug/remboursement');
    expect(searchResultUrl({ ...base, type: 'offer', slug: null }, 'fr', 'fr')).toBeNull();
  });
});

describe('Shell calls (pages-common.md: the loader makes exactly the calls the hooks read)', () => {
  const context = {
    site: 'fr',
    language: 'fr',
    target: { kind: 'Movies.Home', language: 'fr', params: {} },
    features: defaultFeatures('fr'),
    now: storyNow,
  } as const;

  const chosen = { ...context, locator: { type: 'city', slug: 'paris' } } as const;

  it("reads settings, alerts, cinemas, cities, the header push, footer, the legal links' pages and, with the FAQ block, the footer FAQ", () => {
    expect(shellCalls(chosen).map((call) => call.id)).toEqual([
      'settings',
      'alerts',
      'cinemas',
      'cities',
      'featured',
      'footer',
      'masterTemplatePages',
      'footerFaq',
    ]);
    expect(
      shellCalls(context, { footer: true, footerFaq: false, header: 'default' }).map((call) => call.id),
    ).not.toContain('footerFaq');
    expect(shellCalls(chosen, { footer: false, footerFaq: true, header: 'default' }).map((call) => call.id)).toEqual([
      'settings',
      'alerts',
      'cinemas',
      'cities',
      'featured',
    ]);
  });

  it('member §2 Header push: read as featured?type=header under the full header only, never on an error page (decision 0044)', () => {
    expect(shellCalls(chosen).find((call) => call.id === 'featured')).toEqual({
      id: 'featured',
      query: { type: 'header' },
    });
    const light = shellCalls(chosen, { footer: true, footerFaq: false, header: 'light' });
    expect(light.map((call) => call.id)).not.toContain('featured');
    const errorPage = { ...chosen, target: { kind: 'ErrorClient', language: 'fr', params: {} } } as const;
    expect(shellCalls(errorPage).map((call) => call.id)).not.toContain('featured');
  });

  it('member §4 load-fail: without a cookie or an address naming a choice, it reads the backend zone too', () => {
    expect(shellCalls(context).map((call) => call.id)).toContain('zone');
    expect(shellCalls(chosen).map((call) => call.id)).not.toContain('zone');
    const cinemaPage = {
      ...context,
      target: { kind: 'Cinema.Single', language: 'fr', params: { slug: 'x' } },
    } as const;
    expect(shellCalls(cinemaPage).map((call) => call.id)).not.toContain('zone');
    const filtered = { ...context, target: { ...context.target, filters: { localisation: 'lyon' } } } as const;
    expect(shellCalls(filtered).map((call) => call.id)).not.toContain('zone');
  });
});
