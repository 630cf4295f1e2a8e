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

/**
 * catalogue.txt §2 / member-and-shell.txt §2 Help-centre landing tiles, as i18n key stems.
 * be, fr and nl are the spec's lists; ch takes the French list without home viewing (no VOD
 * there), and tn, sn, ci and ma also without subscription (they sell none).
 */
export const helpCentreTiles: Record<SiteCode, readonly string[]> = {
  be: ['online-reservations', 'programming', 'star', 'cinema-vouchers', 'your-account', 'your-cinema-visit'],
  fr: ['online-reservation', 'programming', 'subscription', 'home', 'your-account', 'cinema-experience'],
  nl: [
    'tickets',
    'club-subscriptions',
    'vouchers-and-giftcards',
    'home-viewing',
    'film-information',
    'plan-your-visit',
  ],
  ch: ['online-reservation', 'programming', 'subscription', 'your-account', 'cinema-experience'],
  tn: ['online-reservation', 'programming', 'your-account', 'cinema-experience'],
  sn: ['online-reservation', 'programming', 'your-account', 'cinema-experience'],
  ci: ['online-reservation', 'programming', 'your-account', 'cinema-experience'],
  ma: ['online-reservation', 'programming', 'your-account', 'cinema-experience'],
};

/** member-and-shell.txt §9 "Alternate-language links cover fr, ch, be, sn, tn for home-like paths." */
export const sitesWithAlternateLanguageLinks: readonly SiteCode[] = ['fr', 'ch', 'be', 'sn', 'tn'];
