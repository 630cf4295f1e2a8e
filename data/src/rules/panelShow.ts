import type { ScheduleShow } from '../model/cinema.ts';
import type { ShowDetail, ShowSummary } from '../model/show.ts';
import { titleFromSlug } from './programmeFilms.ts';

/**
 * The film page's showtime details (pages/src/showtimes/ShowtimeDetails.tsx) take a show detail; a
 * cinema page knows its shows from the shows list. The panel reads the title, poster and
 * duration: the rest stays empty.
 */
export function panelShow(
  show: Pick<ScheduleShow, 'slug' | 'new' | 'premiere'>,
  summary: ShowSummary | undefined,
): ShowDetail {
  const title = summary?.title ?? titleFromSlug(show.slug);
  return {
    slug: show.slug,
    title,
    originalTitle: null,
    reference: summary?.reference ?? null,
    duration: summary?.duration ?? null,
    strand: summary?.strand ?? null,
    poster: summary?.poster ?? null,
    backdrop: summary?.backdrop ?? null,
    genres: summary?.genres ?? [],
    directors: [],
    actors: [],
    synopsis: null,
    contentRating: summary?.contentRating
      ? { ...summary.contentRating, description: null, warning: null, cinechecks: [] }
      : null,
    releases: [],
    feelings: { wishlist: 0, disappointed: 0, liked: 0, loved: 0 },
    movie: summary?.movie ?? true,
    new: show.new,
    released: summary?.released ?? true,
    bookable: summary?.bookable ?? true,
    premiere: show.premiere,
    vodAvailability: false,
    trailers: [],
    redirectSlug: null,
    tracking: {
      copiesCount: 0,
      nationality: null,
      next24ShowtimesCount: 0,
      originalTitle: null,
      refHubble: null,
      title,
      visa: null,
    },
  };
}
