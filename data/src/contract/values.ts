/**
 * The contract's plain values (enumerations, bounds) that code outside the schemas reads too: kept
 * out of the zod modules, so that the browser reads them without loading a schema (decision 0028,
 * stop 43). The schema modules re-export them.
 */

/** C0 and C1 control characters (NUL among them) and UTF-16 surrogates that pair with nothing. */
export const unprintable =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** member-and-shell.txt §7 GET search/full: the longest q, once trimmed. */
export const searchWordsMaxLength = 200;

/** The offers page's blocks, in their default order (catalogue.txt §3 Offers page). */
export const offersBlocks = ['promotion', 'event', 'temporary', 'ecards'] as const;

/** GET search/full's `type` filter (member-and-shell.txt §7). */
export const searchTypes = ['show', 'cinema', 'offer', 'news', 'faq'] as const;

/** The kinds of result GET search/full answers. */
export const searchResultTypes = [
  'cinema',
  'show',
  'event',
  'gpxp',
  'news',
  'offer',
  'faq',
  'master_template',
] as const;

/**
 * Emotion codes (derived: the spec names the counters disappointed, liked,
 * loved). Intention 2 means "on the wishlist" (the spec's default).
 */
export const emotionCodes = { disappointed: 1, liked: 2, loved: 3 } as const;
