import { showtimeStatus, type Showtime, type Tag } from '@marquee/data';
import type { ShowtimeGridShowtime, ShowtimeGrouping } from '@marquee/design-system';

export interface GridLayout {
  groupBy: ShowtimeGrouping;
  chipLabel: ShowtimeGrouping;
  /** Issue 20: the one list of an ungrouped day has no heading (its card's heading names it); version groups keep theirs. */
  groupHeadings: 'always' | 'whenSeveral';
}

export interface GridOptions {
  /** catalogue.txt §9 / features: showtimes grouped by version (ch, nl). */
  byVersion: boolean;
  /** catalogue.txt §9 / features: the tag instead of the version on each showtime (ch). */
  tagInsteadOfVersion: boolean;
  /** The heading of the single list when showtimes are not grouped by version. */
  allShowtimesLabel: string;
  versionLabel: (slug: string) => string;
  /** The site's tags by slug (GET tags). */
  tags: ReadonlyMap<string, Tag>;
  /** A tag's name on a chip: the filter chip's short name (issue 20; `tagText`), else its title. */
  tagName?: (tag: Tag) => string;
  now: Date;
}

/** Tags shown as experiences on a chip: the showtime ones, less 3D (its own flag). */
export function showtimeExperiences(showtime: Pick<Showtime, 'tags'>, tags: ReadonlyMap<string, Tag>): Tag[] {
  return showtime.tags
    .map((slug) => tags.get(slug))
    .filter((tag): tag is Tag => tag !== undefined && tag.slug !== '3d' && tag.displayedOn.includes('showtime'));
}

/**
 * The grid's showtimes and layout. Grouped by version where the site says so; otherwise one list in
 * time order, named by its card's heading alone (the grid groups by the tag key, which every showtime shares here,
 * and labels chips by version). In ch, chips show the showtime's first experience tag instead of
 * the version when it has one.
 */
export function gridShowtimes(
  showtimes: readonly Showtime[],
  options: GridOptions,
): { showtimes: ShowtimeGridShowtime[]; layout: GridLayout } {
  const single = !options.byVersion;
  const layout: GridLayout = single
    ? { groupBy: 'tag', chipLabel: 'version', groupHeadings: 'whenSeveral' }
    : { groupBy: 'version', chipLabel: options.tagInsteadOfVersion ? 'tag' : 'version', groupHeadings: 'always' };
  return {
    layout,
    showtimes: showtimes.map((showtime, index) => {
      const tagged = showtimeExperiences(showtime, options.tags);
      const name = options.tagName ?? ((tag: Tag) => tag.title);
      const firstTag = tagged[0] ? name(tagged[0]) : undefined;
      // A chip labelled by its tag does not repeat that tag among its experiences.
      const experiences = layout.chipLabel === 'tag' ? tagged.slice(1) : tagged;
      const special = showtime.specialShowtimeDetails;
      return {
        id: showtime.id ?? `${showtime.datetime}-${index}`,
        href: showtime.tunnelUrl,
        datetime: showtime.datetime,
        time: showtime.time,
        version: options.versionLabel(showtime.version),
        tag: single ? options.allShowtimesLabel : firstTag,
        status: showtimeStatus(
          { status: showtime.serverStatus, reservabilityEnd: showtime.reservabilityEnd },
          options.now,
        ),
        is3d: showtime.flags['3d'],
        experiences: experiences.map((tag) => ({ slug: tag.slug, title: name(tag) })),
        highlighted: showtime.highlighted,
        ...(special
          ? {
              specialColours: { color: special.color, backgroundColor: special.backgroundColor },
              ...(special.titleScreening ? { screeningTitle: special.titleScreening } : {}),
            }
          : {}),
      };
    }),
  };
}
