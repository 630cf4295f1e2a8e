import type { SiteCode } from '@marquee/data';
import type { ContentRatingProps, RatingSystem } from '@marquee/design-system';

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

/** A show's rating as the design system's cards show it, in the site's system; none without one. */
export function cardContentRating(
  rating: { ref: string; label: ContentRatingProps['label'] } | null | undefined,
  site: SiteCode,
  allAudiencesLabel: string,
): ContentRatingProps | undefined {
  return rating
    ? { system: ratingSystemFor(site), code: rating.ref, label: rating.label, allAudiencesLabel }
    : undefined;
}
