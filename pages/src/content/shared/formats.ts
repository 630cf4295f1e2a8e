import { localeFor, sites, type Language, type SiteCode } from '@marquee/data';

/** A price in the site's currency and locale (member-and-shell.txt §9: EUR; the other sites' own currency). */
export function formatPrice(amount: number, site: SiteCode, language: Language): string {
  return new Intl.NumberFormat(localeFor(sites[site], language), {
    style: 'currency',
    currency: sites[site].currency,
  }).format(amount);
}
