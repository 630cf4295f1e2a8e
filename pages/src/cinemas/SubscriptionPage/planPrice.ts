import type { Format } from '../../i18n/formats.ts';

/** A price as the API sends it: a number in the site's currency (i18next's `price` format), or a text already written out. */
export function formatPlanPrice(price: number | string | null | undefined, format: Pick<Format, 'price'>) {
  if (price === null || price === undefined || price === '') return null;
  if (typeof price === 'string') return price;
  return format.price(price);
}
