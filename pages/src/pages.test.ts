import { describe, expect, it } from 'vitest';
import { defaultFeatures, routeKinds } from '@marquee/data';
import { cinemasPages, contentPages, filmsPages, membersPages } from './index.ts';
import type { PageContext } from './page.ts';
import masterTemplatePages from './fixtures/master-template-pages.fr.json' with { type: 'json' };

describe('issue 8 "Every route kind of catalogue.txt §2 ... leading to its page"', () => {
  const areas = { filmsPages, cinemasPages, contentPages, membersPages };

  it('every route kind has exactly one page', () => {
    for (const kind of routeKinds) {
      const owners = Object.entries(areas).filter(([, pages]) => pages[kind] !== undefined);
      expect(
        owners.map(([name]) => name),
        kind,
      ).toHaveLength(1);
    }
  });

  it('no page claims a kind the route table does not know', () => {
    const claimed = Object.values(areas).flatMap((pages) => Object.keys(pages));
    expect(claimed.filter((kind) => !(routeKinds as readonly string[]).includes(kind))).toEqual([]);
  });
});

describe('issue 20: the help-centre results come with the page, not after its code has loaded', () => {
  const context = {
    site: 'fr',
    language: 'fr',
    target: { kind: 'Faq.Results', language: 'fr', params: {} },
    features: {},
    now: '2026-11-26T10:00:00.000Z',
  } as unknown as PageContext;

  it('the server loads search/full for the q of the address (member-and-shell.txt §2 FAQ results page)', () => {
    const page = contentPages['Faq.Results'];
    expect(page?.calls({ ...context, search: '?q=r%C3%A9servation' })).toEqual([
      { id: 'search', query: { q: 'réservation', type: 'faq' } },
    ]);
    expect(page?.calls({ ...context, search: '?q=%20%20' })).toEqual([]);
    expect(page?.calls(context)).toEqual([]);
  });
});

describe('issue 21 help centre: the server loads what the article and the landing show (decision 0051)', () => {
  const on = (site: 'fr' | 'nl', kind: 'Faq.ArticleById' | 'Faq.Home'): PageContext => ({
    site,
    language: site,
    target: { kind, language: site, params: { id: '7' } },
    features: defaultFeatures(site),
    now: '2026-11-26T10:00:00.000Z',
  });
  const ids = (calls: readonly { id: string }[] | undefined) => calls?.map((call) => call.id);

  it('member §9 related articles: the frequent questions, then the article’s category once the article named it', () => {
    const page = contentPages['Faq.ArticleById'];
    expect(ids(page?.calls(on('fr', 'Faq.ArticleById')))).toEqual(['faqArticleById', 'footerFaq']);
    expect(
      page?.followUpCalls?.(on('fr', 'Faq.ArticleById'), () => ({ category: { id: 3, name: 'Billets' } })),
    ).toEqual([{ id: 'faqCategory', params: { id: '3' } }]);
    expect(page?.followUpCalls?.(on('fr', 'Faq.ArticleById'), () => undefined)).toEqual([]);
  });

  it('member §9 chat desk in nl: the chat availability check only there, on the landing and the articles', () => {
    expect(ids(contentPages['Faq.Home']?.calls(on('nl', 'Faq.Home')))).toEqual(['footerFaq', 'faqChatAvailability']);
    expect(ids(contentPages['Faq.Home']?.calls(on('fr', 'Faq.Home')))).toEqual(['footerFaq']);
    expect(ids(contentPages['Faq.ArticleById']?.calls(on('nl', 'Faq.ArticleById')))).toContain('faqChatAvailability');
  });
});

describe('issue 21: what the server answers on its own', () => {
  const contextFor = (kind: 'Cvd' | 'GeneralTerms' | 'ErrorClient', search = ''): PageContext =>
    ({
      site: 'fr',
      language: 'fr',
      target: { kind, language: 'fr', params: {} },
      features: {},
      now: '2026-11-26T10:00:00.000Z',
      search,
    }) as unknown as PageContext;

  it('the Cvd page loads the CMS page the master-template list names with the page, so the server renders its text, not "Chargement…"', () => {
    const answer = (call: { id: string }) => (call.id === 'masterTemplatePages' ? masterTemplatePages : undefined);
    expect(contentPages.Cvd?.followUpCalls?.(contextFor('Cvd'), answer)).toEqual([
      { id: 'masterTemplatePage', params: { slug: 'privacy' } },
    ]);
    // No general-terms page in the CMS: the translated copy, nothing more to load; no list, nothing either.
    expect(contentPages.GeneralTerms?.followUpCalls?.(contextFor('GeneralTerms'), answer)).toEqual([]);
    expect(contentPages.Cvd?.followUpCalls?.(contextFor('Cvd'), () => undefined)).toEqual([]);
  });

  it('member-and-shell.txt §8 errorCode 404 / 410: the error page answers the status its errorCode names, 404 by default', () => {
    const status = (search: string) => contentPages.ErrorClient?.status?.(contextFor('ErrorClient', search));
    expect(status('?errorCode=410')).toBe(410);
    expect(status('?errorCode=404')).toBe(404);
    expect(status('')).toBe(404);
    expect(status('?errorCode=500')).toBe(404);
  });
});

describe('member-and-shell.txt §9 voucher gifting in fr (issue 21 Switches; decision 0060)', () => {
  const context = (site: 'fr' | 'nl' | 'be') =>
    ({
      site,
      language: site === 'nl' ? 'nl' : 'fr',
      target: { kind: 'ECards.FiveSeats', language: 'fr', params: {} },
      features: defaultFeatures(site),
      now: '2026-11-26T10:00:00.000Z',
    }) as unknown as PageContext;

  it('the e-cards page asks for the voucher types only where voucher gifting is on', () => {
    const page = contentPages['ECards.FiveSeats'];
    expect(page?.calls(context('fr')).map((call) => call.id)).toEqual(['ecards', 'vouchers']);
    expect(page?.calls(context('nl')).map((call) => call.id)).toEqual(['ecards']);
    expect(page?.calls(context('be')).map((call) => call.id)).toEqual(['ecards']);
  });
});
