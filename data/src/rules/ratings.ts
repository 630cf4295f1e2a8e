/**
 * Content rating refs of the real API: `al` (all ages), `-6ans`, `-9ans`, `-12ans`, `-14ans`,
 * `-16ans`, and `unclassified` (real-api.md §3.1). catalogue.txt §3 Content rating.
 */
export const contentRatingRefs = ['al', '-6ans', '-9ans', '-12ans', '-14ans', '-16ans'] as const;

/** The minimum age a ref names: `-12ans` -> 12, `al` -> 0; null for `unclassified` or an unknown ref. */
export function ratingAge(ref: string | null | undefined): number | null {
  if (ref === 'al') return 0;
  const age = /^-(\d{1,2})ans$/.exec(ref ?? '')?.[1];
  return age === undefined ? null : Number(age);
}

/**
 * What a visitor reads for a rating when no words come with it: never the raw code. The API's own
 * label first ("-12 jaar", "Interdit aux moins de 12 ans"); else the age mark ("-12"); null for all
 * ages or an unknown ref (the page then says "all audiences" in its own language, or nothing).
 */
export function readableRating(rating: { ref: string | null; label: string | null } | null): string | null {
  if (!rating) return null;
  if (rating.label?.trim()) return rating.label.trim();
  const age = ratingAge(rating.ref);
  return age === null || age === 0 ? null : `-${age}`;
}
