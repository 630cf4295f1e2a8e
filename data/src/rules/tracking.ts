import { isDesktopViewport, type ViewportKind } from './viewport.ts';

/** member §4 Tracking: the page types that are tracked. */
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

export interface PageViewFacts {
  pageType: TrackedPageType;
  language?: string | null;
  country?: string | null;
  viewport: ViewportKind;
  /** undefined while the client is unknown; null for an anonymous visitor. */
  user?: { id: string; email?: string | null } | null;
  /** The page's own data (a show, a cinema); undefined while it loads, null when the page needs none. */
  data?: Readonly<Record<string, unknown>> | null;
}

export interface PageViewPayload {
  event: 'page_view';
  page_type: TrackedPageType;
  language: string;
  country: string;
  platform: Platform;
  logged: boolean;
  user_id?: string;
  email_hash?: string;
  [field: string]: unknown;
}

/**
 * member §4 Tracking: a page-view payload is built only once language, user, country and the
 * page's data are known (null until then), with the country upper-cased.
 */
export async function pageViewPayload(facts: PageViewFacts): Promise<PageViewPayload | null> {
  const { language, country, user, data } = facts;
  if (!language || !country || user === undefined || data === undefined) return null;
  const payload: PageViewPayload = {
    ...data,
    event: 'page_view',
    page_type: facts.pageType,
    language,
    country: country.toUpperCase(),
    platform: trackingPlatform(facts.viewport),
    logged: user !== null,
  };
  if (user) {
    payload.user_id = user.id;
    if (user.email) payload.email_hash = await hashEmail(user.email);
  }
  return payload;
}

/**
 * member §4 Tracking: each page view is emitted once; an event name sent earlier first has its
 * earlier fields cleared (pushed as undefined), so data-layer merging cannot leak them.
 */
export function createEventEmitter() {
  const emittedPages = new Set<string>();
  const lastFields = new Map<string, readonly string[]>();
  return {
    /** What to push for this page view; empty when this page was already emitted. */
    emit(pageKey: string, payload: { event: string; [field: string]: unknown }): Record<string, unknown>[] {
      if (emittedPages.has(pageKey)) return [];
      emittedPages.add(pageKey);
      const earlier = lastFields.get(payload.event);
      lastFields.set(payload.event, Object.keys(payload));
      if (!earlier) return [payload];
      const reset = Object.fromEntries(earlier.filter((field) => field !== 'event').map((field) => [field, undefined]));
      return [reset, payload];
    },
  };
}
