import type { ScheduleShow } from '../model/cinema.ts';
import type { ShowSummary } from '../model/show.ts';
import { showPageKind } from './showKind.ts';

export interface ProgrammeFilm {
  slug: string;
  title: string;
  /** Films and events have their own pages, told apart by the show's strand (data rules/showKind.ts). */
  kind: 'Shows.Movie' | 'Shows.Entertainment';
}

/** "la-derniere-seance-10001" -> "La derniere seance": the slug's words without its trailing id. */
export function titleFromSlug(slug: string): string {
  const words = slug.replace(/-\d+$/, '').replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The films of a programme (member-and-shell.txt §3 Schedule), in its order, titled from the
 * shows list. The matrix names shows by slug only, and a show can be in a matrix yet missing from
 * the shows list (real-api.md §3.5): it keeps its place under a title read from its slug.
 */
export function programmeFilms(
  programme: readonly ScheduleShow[],
  summaries: readonly ShowSummary[] | undefined,
): ProgrammeFilm[] {
  const summariesBySlug = new Map((summaries ?? []).map((summary) => [summary.slug, summary]));
  return programme.map(({ slug }) => {
    const summary = summariesBySlug.get(slug);
    return {
      slug,
      title: summary?.title ?? titleFromSlug(slug),
      kind: showPageKind({ strand: summary?.strand ?? null }),
    };
  });
}
