import { describe, expect, it } from 'vitest';
import { sites } from '@marquee/data';
import { sitemapXml } from './sitemapXml.ts';

const origin = 'https://www.marquee.fr';

describe('issue 23: sitemap.xml with lastmod', () => {
  const xml = sitemapXml(
    [
      { kind: 'Cinema.Single', language: 'fr', params: { slug: 'marquee-wepler' } },
      { kind: 'GeneralTerms', language: 'fr', params: {} },
    ],
    // 23:30 UTC on 28 March is already 29 March in Paris: the site's day, not the server's.
    { site: sites.fr, origin, now: new Date('2026-03-28T23:30:00Z') },
  );
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');

  it('a programme page changes every day: lastmod is today in the site’s zone, as a W3C date', () => {
    const cinema = urls.filter((url) => url.includes('marquee-wepler'));
    expect(cinema.length).toBe(2); // fr and en
    for (const url of cinema) expect(url).toContain('<lastmod>2026-03-29</lastmod>');
  });

  it('a page with no date to give has no lastmod rather than a made-up one', () => {
    const terms = urls.filter((url) => url.includes('conditions-generales') || url.includes('general-terms'));
    expect(terms.length).toBeGreaterThan(0);
    for (const url of terms) expect(url).not.toContain('<lastmod>');
  });

  it('lastmod comes right after loc and before the alternates, as the sitemap schema orders them', () => {
    expect(urls[0]).toMatch(/^<loc>[^<]+<\/loc><lastmod>2026-03-29<\/lastmod><xhtml:link /);
  });
});
