/**
 * Which page a show opens: the film page words (Shows.Movie) or the events words
 * (Shows.Entertainment), member-and-shell.txt §2. Decision 0030.
 *
 * `isMovie` cannot decide it: it is false for every show of the real Dutch recordings (145 in
 * 2025, 240 in 2026), films included, while French clients route on it (real-api.md open
 * question 5). `specialEvent` cannot either: the real data sets it on re-releases and previews
 * (The Odyssey, Terminator 2, Bumba). The show's `type` can: the real API names its strand there
 * (2025: FILM, ARTHOUSE, CLASSICS, MUSIC, THEATRE, SNEAK PREVIEW...; 2026: null for most films,
 * else Classics, Music, Ballet). A show is an event when its type names a stage or live strand;
 * every other show, a type-less one included, is a film. Both kinds render the same page, so a
 * type-less event shown under the film words loses nothing but the word in its address.
 */

export type ShowPageKind = 'Shows.Movie' | 'Shows.Entertainment';

/** Strands of the stage and of live broadcasts, lower case and without accents (fr, en, de, nl words). */
export const eventStrands = [
  'ballet',
  'concert',
  'dance',
  'dans',
  'danse',
  'tanz',
  'live',
  'music',
  'musique',
  'muziek',
  'musik',
  'opera',
  'oper',
  'sport',
  'theatre',
  'theater',
  'show',
] as const;

function normalised(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** True when a show's `type` names a stage or live strand ("Music", "BALLET", "Opéra"). */
export function isEventStrand(type: string | null | undefined): boolean {
  if (!type) return false;
  const words = normalised(type).split(/[^a-z]+/);
  return words.some((word) => (eventStrands as readonly string[]).includes(word));
}

/** The route kind of a show's page, from its strand (the wire's `type`). */
export function showPageKind(show: { strand: string | null | undefined }): ShowPageKind {
  return isEventStrand(show.strand) ? 'Shows.Entertainment' : 'Shows.Movie';
}
