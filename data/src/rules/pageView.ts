import { apiCalls } from '../contract/registry.ts';
import { toCinemaDetails, toCityDetails } from '../model/cinema.ts';
import { toArticle, toExperience } from '../model/content.ts';
import { toShowDetail } from '../model/show.ts';
import type { RouteKind } from '../routes/table.ts';
import { pageTypesWithData, trackedPageType, type PageViewData, type TrackedPageType } from './tracking.ts';

/** What a page's view is tracked as: its type and the tracking group of its record. */
export interface PageView {
  type: TrackedPageType;
  /** null for a page type that needs no record. */
  data: PageViewData | null;
}

/** The tracking group of the page's record, read from its main answer as the page's hooks map it. */
function recordData(kind: RouteKind, main: unknown): PageViewData | null {
  switch (kind) {
    case 'Shows.Movie':
    case 'Shows.Entertainment': {
      const wire = apiCalls.show.response.safeParse(main);
      return wire.success ? { show: toShowDetail(wire.data).tracking } : null;
    }
    case 'Cinema.Single':
    case 'Cinema.Light': {
      const wire = apiCalls.cinema.response.safeParse(main);
      return wire.success ? { cinema: toCinemaDetails(wire.data).tracking } : null;
    }
    case 'Cinema.City.Single':
    case 'Cinema.City.Light': {
      const wire = apiCalls.city.response.safeParse(main);
      return wire.success ? { city: toCityDetails(wire.data).tracking } : null;
    }
    case 'News.Single': {
      const wire = apiCalls.newsItem.response.safeParse(main);
      return wire.success ? { article: toArticle(wire.data).tracking } : null;
    }
    case 'Offers.Single': {
      const wire = apiCalls.offer.response.safeParse(main);
      return wire.success ? { article: toArticle(wire.data).tracking } : null;
    }
    case 'Experience.Single': {
      const wire = apiCalls.experience.response.safeParse(main);
      const article = wire.success ? toExperience(wire.data) : null;
      return article ? { article: article.tracking } : null;
    }
    default:
      return null;
  }
}

/**
 * member-and-shell.txt §4 Tracking: the page view of a page kind, given its main record (the
 * answer its loader's `main` call got). null for a kind that is not tracked, or for a page whose
 * needed record cannot be read: a page view is built only once its data is known.
 */
export function pageViewOf(kind: RouteKind, main: unknown): PageView | null {
  const type = trackedPageType(kind);
  if (!type) return null;
  if (!(type in pageTypesWithData)) return { type, data: null };
  const data = recordData(kind, main);
  return data ? { type, data } : null;
}

/** The not-found page's view (404 is a tracked type of its own; other errors are not tracked). */
export const notFoundPageView: PageView = { type: '404', data: null };
