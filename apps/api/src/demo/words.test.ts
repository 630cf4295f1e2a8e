import { describe, expect, it } from 'vitest';
import { matchRoute, sites, type Language, type RouteKind, type SiteCode } from '@marquee/data';
import type { Localized } from '../db/schema.ts';
import { generateDemoData } from './generate.ts';
import { postalAddresses } from './words/pages.ts';

const data = generateDemoData({ now: new Date('2026-11-21T09:30:00Z') });

/** The words a reader sees: tags and link addresses out, and proper names (cinemas, postal addresses), written one way. */
const properNames = [...postalAddresses, ...data.cinemas.map((row) => row.name)];
function readable(html: string): string {
  let text = html.replace(/<[^>]+>/g, ' ');
  for (const name of properNames) text = text.split(name).join(' ');
  return text;
}

/**
 * Tell-tale words of another language, lower case (film titles such as "La Traviata" and brands such
 * as "Dolby Cinema" are capitalised and pass): "online reservation" left in French pages was the
 * issue's example.
 */
const french = ['le', 'la', 'les', 'et', 'une', 'pour', 'avec', 'vous', 'votre', 'séance', 'réservation', 'sur'];
const english = ['the', 'and', 'your', 'with', 'booking', 'see', 'about'];
const german = ['und', 'mit', 'für', 'Ihr', 'Ihre', 'nicht', 'oder'];
const dutch = ['het', 'een', 'jouw', 'voor', 'niet', 'ook'];
/** Per language, less the words it shares: "question" is French too, "des" German, "online" German and Dutch. */
const foreignWords: Record<Language, readonly string[]> = {
  fr: [...english, 'online', 'reservation', ...german, ...dutch],
  en: [...french, 'des', ...german, ...dutch],
  de: [...french, ...english, ...dutch],
  nl: [...french, 'des', ...english, ...german],
};

function foreignIn(language: Language, html: string): string[] {
  const text = readable(html);
  return foreignWords[language].filter((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(text));
}

/** Every text of the demo's editorial words with its site and language. */
function editorialTexts(): { site: SiteCode; language: Language; where: string; html: string }[] {
  const texts: { site: SiteCode; language: Language; where: string; html: string }[] = [];
  const each = (site: string, where: string, value: Localized | null | undefined) => {
    for (const [language, html] of Object.entries(value ?? {}))
      if (html) texts.push({ site: site as SiteCode, language: language as Language, where, html });
  };
  for (const row of data.faqArticles) {
    each(row.site, `faq ${row.slug} question`, row.title);
    each(row.site, `faq ${row.slug} teaser`, row.teaser);
    each(row.site, `faq ${row.slug} answer`, row.content);
  }
  for (const row of data.faqCategories) each(row.site, `faq category ${row.id}`, row.title);
  for (const row of data.articles) {
    const language = row.language as Language;
    texts.push({ site: row.site as SiteCode, language, where: `article ${row.slug}`, html: row.title });
    texts.push({ site: row.site as SiteCode, language, where: `article ${row.slug}`, html: row.headline ?? '' });
    texts.push({ site: row.site as SiteCode, language, where: `article ${row.slug}`, html: row.content });
  }
  for (const row of data.masterTemplatePages) {
    const language = row.language as Language;
    texts.push({
      site: row.site as SiteCode,
      language,
      where: `page ${row.slug}`,
      html: `${row.title} ${row.content}`,
    });
  }
  for (const row of data.shows) each('fr', `synopsis ${row.slug}`, row.synopsis);
  return texts;
}

/** Internal addresses the words link to, with the language of the text they are in. */
function internalLinks(): { site: SiteCode; language: Language | null; where: string; href: string }[] {
  const links: { site: SiteCode; language: Language | null; where: string; href: string }[] = [];
  for (const text of editorialTexts()) {
    for (const match of text.html.matchAll(/href="([^"]+)"/g))
      links.push({ site: text.site, language: text.language, where: text.where, href: match[1] ?? '' });
  }
  for (const row of data.articles)
    if (row.cta)
      links.push({
        site: row.site as SiteCode,
        language: row.language as Language,
        where: `cta ${row.slug}`,
        href: row.cta.url,
      });
  for (const row of data.contentBlocks) {
    const urls = [
      row.data.url,
      (row.data.cta1 as { url?: unknown } | undefined)?.url,
      (row.data.cta as { url?: unknown } | undefined)?.url,
    ];
    for (const url of urls) {
      if (typeof url === 'string')
        links.push({ site: row.site as SiteCode, language: null, where: row.kind, href: url });
      else if (url)
        for (const [language, href] of Object.entries(url as Localized))
          links.push({ site: row.site as SiteCode, language: language as Language, where: row.kind, href: href ?? '' });
    }
  }
  for (const row of data.footers)
    for (const column of row.columns)
      for (const element of column.elements)
        links.push({ site: row.site as SiteCode, language: null, where: 'footer', href: element.url });
  for (const row of data.alerts)
    if (row.cta) links.push({ site: row.site as SiteCode, language: null, where: 'alert', href: row.cta.url });
  return links.filter((link) => link.href.startsWith('/'));
}

/** Does the record a link names exist on its site? Kinds without a record always do. */
function recordExists(site: SiteCode, kind: RouteKind, slug: string | undefined): boolean {
  const on = (rows: { site?: string | null; slug: string }[]) =>
    rows.some((row) => row.site === site && row.slug === slug);
  switch (kind) {
    case 'Shows.Movie':
    case 'Shows.Entertainment':
      return data.shows.some((row) => row.slug === slug && row.sites?.includes(site) && !row.gone);
    case 'Cinema.Single':
      return on(data.cinemas);
    case 'Cinema.City.Single':
      return data.cities.some((row) => row.site === site && row.slug === slug && row.hasPage);
    case 'MasterTemplate':
      return on(data.masterTemplatePages);
    case 'Experience.Single':
      return data.articles.some((row) => row.site === site && row.slug === slug && row.type === 'experience');
    default:
      return slug === undefined;
  }
}

describe('demo words (issue 20 "demo words written properly in fr, en, de and nl")', () => {
  it('leaves no word of another language in a page: no English in French texts, no French in en/de/nl texts', () => {
    const mixed = editorialTexts().flatMap(({ site, language, where, html }) => {
      const words = foreignIn(language, html);
      return words.length > 0 ? [`${site} ${language} ${where}: ${words.join(', ')}`] : [];
    });
    expect(mixed).toEqual([]);
    expect(foreignIn('fr', 'Question 1 sur online reservation : comment faire ?')).toEqual(['online', 'reservation']);
  });

  it('writes the footer FAQ as real questions and answers, not "Question 1 sur online reservation"', () => {
    const footer = data.faqArticles.filter((row) => row.site === 'fr' && row.inFooter);
    expect(footer.map((row) => row.title.fr)).toContain('Comment réserver mes places en ligne ?');
    for (const row of data.faqArticles) expect(row.title.fr ?? row.title.nl ?? '').not.toMatch(/Question \d|Vraag \d/);
  });

  it('gives every FAQ answer a list or a link, and every step-by-step answer an ordered list', () => {
    for (const row of data.faqArticles) {
      for (const [language, answer] of Object.entries(row.content ?? {})) {
        expect(answer, `${row.site} ${language} ${row.slug}`).toMatch(/<(ul|ol)>|<a href=/);
        if (/book-tickets-online|cancel-subscription|forgotten-password|use-a-voucher/.test(row.slug))
          expect(answer, `${row.site} ${language} ${row.slug}`).toContain('<ol>');
      }
    }
  });

  it('tells a different story in every synopsis, in every language', () => {
    const listed = data.shows.filter((row) => !row.redirectSlug);
    for (const language of ['fr', 'en', 'de', 'nl'] as const) {
      const synopses = listed.map((row) => row.synopsis?.[language] ?? '');
      expect(new Set(synopses).size, language).toBe(listed.length);
      expect(
        synopses.every((text) => text.length > 80),
        language,
      ).toBe(true);
    }
  });

  it('writes news, events and offers with several paragraphs', () => {
    for (const row of data.articles.filter((article) => article.type !== 'experience')) {
      const paragraphs = row.content.match(/<p>/g)?.length ?? 0;
      const blocks = row.content.match(/<(p|ul|ol)>/g)?.length ?? 0;
      expect(paragraphs, row.slug).toBeGreaterThanOrEqual(2);
      expect(blocks, row.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('writes the about page, the terms of sale and the legal notice as pages, not one sentence', () => {
    for (const site of Object.keys(sites) as SiteCode[]) {
      for (const key of ['about', 'privacy', 'general-terms', 'legal-notice']) {
        const page = data.masterTemplatePages.find((row) => row.site === site && row.slug === key);
        expect(page?.language, `${site} ${key}`).toBe(sites[site].defaultLanguage);
        expect(page?.content.length ?? 0, `${site} ${key}`).toBeGreaterThan(400);
      }
    }
  });
});

describe('demo links (issue 20 "0 broken internal links"; "CMS links resolve to the visitor\'s site")', () => {
  const links = internalLinks();

  it('points every internal link of the words at a page of its own site, in the text’s language', () => {
    expect(links.length).toBeGreaterThan(1000);
    const broken = links.flatMap(({ site, language, where, href }) => {
      const match = matchRoute(site, href);
      if (!match.found) return [`${site} ${where}: ${href} matches no page`];
      if (language && match.target.kind !== 'Experience.Single' && match.target.language !== language)
        return [`${site} ${where}: ${href} is not in ${language}`];
      const record = match.target.params.slug ?? match.target.params.id;
      return recordExists(site, match.target.kind, record) ? [] : [`${site} ${where}: ${href} names no record`];
    });
    expect(broken).toEqual([]);
  });

  it('links the offers to the film on the visitor’s site: no /offers/{site}-article-N, /cinepass or /films on ch and be', () => {
    const hrefs = links.map((link) => `${link.site} ${link.href}`);
    expect(
      hrefs.filter((href) => /\/offers\/\w+-article-\d+|^\w+ \/cinepass$/.test(href) && !href.startsWith('fr ')),
    ).toEqual([]);
    expect(hrefs.filter((href) => /^(ch|be) \/films\//.test(href))).toEqual([]);
  });
});
