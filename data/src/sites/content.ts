import type { SiteCode } from './sites.ts';

/**
 * member-and-shell.txt §2 Footer "Top cities". Only fr and nl have a list in the spec; the other
 * sites list each cinema (cinemaFullList on, see features.ts), so they need none.
 */
export const footerTopCities: Record<SiteCode, readonly string[]> = {
  fr: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nice'],
  nl: ['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Tilburg'],
  ch: [],
  be: [],
  tn: [],
  sn: [],
  ci: [],
  ma: [],
};

/** A help-centre tile: its topic (an i18n key stem) and the FAQ category holding that topic's questions. */
export interface HelpCentreTile {
  topic: string;
  /** The `faq/category/{id}` the tile leads to (issue 20: a tile leads to its topic's questions). */
  categoryId: number;
}

/** A site's tiles, in order, over the FAQ categories numbered from `firstCategoryId`. */
function tiles(firstCategoryId: number, ...topics: string[]): readonly HelpCentreTile[] {
  return topics.map((topic, index) => ({ topic, categoryId: firstCategoryId + index }));
}

/**
 * catalogue.txt §2 / member-and-shell.txt §2 Help-centre landing tiles, each with its FAQ
 * category: the content's configuration, as a CMS would hold it (the demo data creates the
 * categories with these ids). be, fr and nl are the spec's lists; ch takes the French list without
 * home viewing (no VOD there), and tn, sn, ci and ma also without subscription (they sell none).
 */
export const helpCentreTiles: Record<SiteCode, readonly HelpCentreTile[]> = {
  fr: tiles(1, 'online-reservation', 'programming', 'subscription', 'home', 'your-account', 'cinema-experience'),
  ch: tiles(7, 'online-reservation', 'programming', 'subscription', 'your-account', 'cinema-experience'),
  be: tiles(12, 'online-reservations', 'programming', 'star', 'cinema-vouchers', 'your-account', 'your-cinema-visit'),
  tn: tiles(18, 'online-reservation', 'programming', 'your-account', 'cinema-experience'),
  sn: tiles(22, 'online-reservation', 'programming', 'your-account', 'cinema-experience'),
  nl: tiles(
    26,
    'tickets',
    'club-subscriptions',
    'vouchers-and-giftcards',
    'home-viewing',
    'film-information',
    'plan-your-visit',
  ),
  ci: tiles(32, 'online-reservation', 'programming', 'your-account', 'cinema-experience'),
  ma: tiles(36, 'online-reservation', 'programming', 'your-account', 'cinema-experience'),
};

/** member-and-shell.txt §9 "Alternate-language links cover fr, ch, be, sn, tn for home-like paths." */
export const sitesWithAlternateLanguageLinks: readonly SiteCode[] = ['fr', 'ch', 'be', 'sn', 'tn'];
