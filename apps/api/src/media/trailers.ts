/**
 * The demo's trailers (decision 0065): one short WebM clip per genre, made once from the genre's own
 * art by `src/tools/make-trailer-clips.ts` (ffmpeg, on a developer's machine) and committed in
 * `apps/api/media/trailers/`; the API serves them as static files at /api/media/trailer/{genre}.webm.
 * A film plays its first genre's clip; a film whose genre has none (not yet known) has no trailer.
 */

/** The genres that have a clip (the slugs of the demo's genres, `shows.genreSlugs`). */
export const trailerGenres = [
  'action',
  'adventure',
  'animation',
  'comedy',
  'documentary',
  'drama',
  'family',
  'history',
  'horror',
  'romance',
  'science-fiction',
  'sport',
  'thriller',
] as const;

/** The clip's media path (made absolute on the media origin when the API answers), or null: no trailer. */
export function trailerPath(genre: string | undefined): string | null {
  return trailerGenres.some((known) => known === genre) ? `/api/media/trailer/${genre}.webm` : null;
}

/** Where the clips lie, from the API package's root. */
export const trailersFolder = 'media/trailers';
