import { localeFor, sites, type Language, type SiteCode } from '@marquee/data';

/** A price as the API sends it: a number in the site's currency, or a text already written out. */
export function formatPlanPrice(price: number | string | null | undefined, site: SiteCode, language: Language) {
  if (price === null || price === undefined || price === '') return null;
  if (typeof price === 'string') return price;
  const { currency } = sites[site];
  return new Intl.NumberFormat(localeFor(sites[site], language), { style: 'currency', currency }).format(price);
}
