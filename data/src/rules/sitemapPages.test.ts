import { defaultFeatures } from '../sites/features.ts';
import { describe, expect, it } from 'vitest';
import { kindKey, sitemapPages } from './sitemapPages.ts';

const kinds = (entries: { kind: string }[]) => entries.map((entry) => entry.kind);

describe('Sitemap: every static page kind of the site (catalogue.txt §2)', () => {
  it('lists the fr pages without slug or id, with their paths, home first', () => {
    const pages = sitemapPages('fr', 'fr', defaultFeatures('fr'));
    expect(pages[0]).toEqual({ kind: 'Movies.Home', path: '/' });
    expect(kinds(pages)).toEqual(
      expect.arrayContaining([
        'Cinema.List',
        'Shows.List',
        'Offers.List',
        'News.List',
        'Faq.Home',
        'MobileApp',
        'Cvd',
        'GeneralTerms',
      ]),
    );
    expect(kinds(pages)).not.toEqual(expect.arrayContaining(['Cinema.Single']));
  });

  it('leaves out the error page, the login return point, the sitemap itself and the bare search results', () => {
    const pages = kinds(sitemapPages('fr', 'fr', defaultFeatures('fr')));
    for (const kind of ['ErrorClient', 'Auth.Callback', 'Sitemap', 'Faq.Results']) expect(pages).not.toContain(kind);
  });

  it('lists general terms on the fr site only (catalogue.txt §2)', () => {
    expect(kinds(sitemapPages('be', 'fr', defaultFeatures('be')))).not.toContain('GeneralTerms');
  });

  it('follows the voucher-checker and gift-card switches (member-and-shell.txt §2, §9)', () => {
    expect(kinds(sitemapPages('nl', 'nl', defaultFeatures('nl')))).toEqual(
      expect.arrayContaining(['VoucherChecker', 'GiftCard']),
    );
    const fr = kinds(sitemapPages('fr', 'fr', defaultFeatures('fr')));
    expect(fr).not.toContain('VoucherChecker');
    expect(fr).not.toContain('GiftCard');
  });

  it('writes the language prefix for a language other than the default', () => {
    expect(sitemapPages('fr', 'en', defaultFeatures('fr'))[0]).toEqual({ kind: 'Movies.Home', path: '/en' });
  });

  it('turns a kind into a translation key without dots', () => {
    expect(kindKey('Movies.Home')).toBe('Movies_Home');
    expect(kindKey('Cinema.City.Light')).toBe('Cinema_City_Light');
  });
});
