import type { CinemaDetails, CityDetails } from '../model/cinema.ts';
import type { Article } from '../model/content.ts';
import type { ShowDetail } from '../model/show.ts';
import type { RouteKind } from '../routes/table.ts';
import { isDesktopViewport, type ViewportKind } from './viewport.ts';

/**
 * member-and-shell.txt §4 Tracking: the page types that are tracked (the FAQ article counted once
 * whether found by id or by slug).
 */
export const trackedPageTypes = [
  'cgv',
  'cinema',
  'cinemas',
  'city',
  'cvd',
  'ecards',
  'entertainment',
  'error-client',
  'experience',
  'experiences',
  'faq',
  'faq-article',
  'faq-category',
  'faq-results',
  'home',
  'movie',
  'news',
  'news-item',
  '404',
  'offers',
  'offer',
  'season',
  'shows',
  'sitemap',
  'subscription-offers',
  'upcoming-shows',
] as const;
export type TrackedPageType = (typeof trackedPageTypes)[number];

/**
 * The page type each route kind is tracked as (decision 0053). Light pages count as their full
 * page, every list of shows as `shows`, an experience group as the experiences; the kinds the spec
 * does not name (the mobile-app page, the voucher and gift-card checks, master templates, the
 * members' pages and the sign-in return) send no page view.
 */
const pageTypeOfKind: Partial<Record<RouteKind, TrackedPageType>> = {
  'Movies.Home': 'home',
  'Cinema.List': 'cinemas',
  'Cinema.Single': 'cinema',
  'Cinema.Light': 'cinema',
  'Cinema.City.Single': 'city',
  'Cinema.City.Light': 'city',
  'Shows.List': 'shows',
  'Shows.EntertainmentList': 'shows',
  'Shows.Movie': 'movie',
  'Shows.Entertainment': 'entertainment',
  'Shows.Upcoming': 'upcoming-shows',
  Season: 'season',
  'Season.EventSpecial': 'season',
  'Season.BrandedEvents': 'season',
  Subscription: 'subscription-offers',
  'Experience.Landing': 'experiences',
  'Experience.Group': 'experiences',
  'Experience.Single': 'experience',
  'Offers.List': 'offers',
  'Offers.Single': 'offer',
  'News.List': 'news',
  'News.Single': 'news-item',
  'Faq.Home': 'faq',
  'Faq.ArticleById': 'faq-article',
  'Faq.ArticleBySlug': 'faq-article',
  'Faq.Category': 'faq-category',
  'Faq.Results': 'faq-results',
  'ECards.FiveSeats': 'ecards',
  'ECards.ThreeSeats': 'ecards',
  Cvd: 'cvd',
  GeneralTerms: 'cgv',
  Sitemap: 'sitemap',
  ErrorClient: 'error-client',
};

/** The tracked page type of a route kind; null for a page that sends no page view. */
export function trackedPageType(kind: RouteKind): TrackedPageType | null {
  return pageTypeOfKind[kind] ?? null;
}

/**
 * The page's own data in its page view: the tracking group its record carries (member §3 Show
 * tracking group, Cinema tracking; catalogue §3 City details and Article tracking slug), under the
 * spec's field names.
 */
export type PageViewData =
  | { show: ShowDetail['tracking'] }
  | { cinema: CinemaDetails['tracking'] }
  | { city: CityDetails['tracking'] }
  | { article: Article['tracking'] };

/** The record each page type needs before its page view can be built; the others need none. */
export const pageTypesWithData = {
  movie: 'show',
  entertainment: 'show',
  cinema: 'cinema',
  city: 'city',
  'news-item': 'article',
  offer: 'article',
  experience: 'article',
} as const satisfies Partial<Record<TrackedPageType, 'show' | 'cinema' | 'city' | 'article'>>;

export type Platform = 'web-desktop' | 'web-mobile';

/** member §9: platform web-desktop or web-mobile. */
export function trackingPlatform(viewport: ViewportKind): Platform {
  return isDesktopViewport(viewport) ? 'web-desktop' : 'web-mobile';
}

/** SHA-256 hex of the trimmed, lower-cased email (member §3: hashed for anonymous tracking). */
export async function hashEmail(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a tag manager's data layer is pushed: an event and its fields. */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

export interface PageViewFacts {
  pageType: TrackedPageType;
  language?: string | null;
  country?: string | null;
  viewport: ViewportKind;
  /** undefined while the client is unknown; null for an anonymous visitor. */
  user?: { email?: string | null } | null;
  /** The page's own data (a show, a cinema); undefined while it loads, null when the page needs none. */
  data?: PageViewData | null;
}

export interface PageViewPayload extends DataLayerEvent {
  event: 'page_view';
  page_type: TrackedPageType;
  language: string;
  country: string;
  platform: Platform;
  logged: boolean;
  /** Only the hash: the tracking stays anonymous (member §3). */
  email_hash?: string;
  show?: ShowDetail['tracking'];
  cinema?: CinemaDetails['tracking'];
  city?: CityDetails['tracking'];
  article?: Article['tracking'];
}

/**
 * member §4 Tracking: a page-view payload is built only once language, user, country and the
 * page's data are known (null until then), with the country upper-cased (member §9).
 */
export async function pageViewPayload(facts: PageViewFacts): Promise<PageViewPayload | null> {
  const { language, country, user, data } = facts;
  if (!language || !country || user === undefined || data === undefined) return null;
  const payload: PageViewPayload = {
    event: 'page_view',
    page_type: facts.pageType,
    language,
    country: country.toUpperCase(),
    platform: trackingPlatform(facts.viewport),
    logged: user !== null,
    ...data,
  };
  if (user?.email) payload.email_hash = await hashEmail(user.email);
  return payload;
}

/**
 * member §4 Tracking: each page view is emitted once; an event name sent earlier first has its
 * earlier fields cleared (pushed as undefined), so the tag manager's merged data model cannot
 * carry them into the next event.
 */
export function createEventEmitter() {
  const emitted = new Set<string>();
  const lastFields = new Map<string, readonly string[]>();
  return {
    /** What to push for this event; empty when the event of this key was already emitted. */
    emit(key: string, payload: DataLayerEvent): Record<string, unknown>[] {
      if (emitted.has(key)) return [];
      emitted.add(key);
      const earlier = lastFields.get(payload.event);
      lastFields.set(payload.event, Object.keys(payload));
      if (!earlier) return [payload];
      const reset = Object.fromEntries(earlier.filter((field) => field !== 'event').map((field) => [field, undefined]));
      return [reset, payload];
    },
  };
}

/** Where a showtime was chosen: the film (or event) page, the cinema page, the season page. */
export const selectItemLists = ['show_page', 'cinema_page', 'season_page'] as const;
export type SelectItemList = (typeof selectItemLists)[number];

/** A showtime chosen for booking (member §2 Showtime details panel: Book now). */
export interface ChosenShowtime {
  showtimeId: string;
  title: string;
  /** The version code (vf, vost...). */
  version: string;
  cinemaSlug: string;
  listName: SelectItemList;
  /** The showtime's experience tags (imax, 4dx...). */
  experiences: readonly string[];
}

/** The GA4 `select_item` event of a chosen showtime. */
export interface SelectItemEvent extends DataLayerEvent {
  event: 'select_item';
  ecommerce: {
    item_list_name: SelectItemList;
    items: {
      item_id: string;
      item_name: string;
      item_category: string;
      location_id: string;
      item_variant?: string;
    }[];
  };
}

/**
 * member §2: Book now fires a select_item event. The showtime's experiences ride along as the
 * item's variant only where experience tracking is on (member §9 "experience tracking flags in
 * fr", decision 0053).
 */
export function selectItemEvent(chosen: ChosenShowtime, { experienceTracking }: { experienceTracking: boolean }) {
  const variant = experienceTracking && chosen.experiences.length > 0 ? [...chosen.experiences].sort().join(',') : null;
  const event: SelectItemEvent = {
    event: 'select_item',
    ecommerce: {
      item_list_name: chosen.listName,
      items: [
        {
          item_id: chosen.showtimeId,
          item_name: chosen.title,
          item_category: chosen.version,
          location_id: chosen.cinemaSlug,
          ...(variant ? { item_variant: variant } : {}),
        },
      ],
    },
  };
  return event;
}
