import type { SiteCode } from '@marquee/data';
import type { RatingSystem } from '@marquee/design-system';

/**
 * catalogue.txt §3 "Rating systems are CSA, Cinecheck and Default": the French CSA marks on fr,
 * the Dutch-language Cinecheck marks on nl and be (where the API sends cinechecks), plain labels
 * elsewhere.
 */
export function ratingSystemFor(site: SiteCode): RatingSystem {
  if (site === 'fr') return 'csa';
  if (site === 'nl' || site === 'be') return 'cinecheck';
  return 'default';
}
