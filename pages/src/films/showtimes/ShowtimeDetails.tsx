import { useTranslation } from 'react-i18next';
import {
  adsMinutesFor,
  formatDuration,
  formatShowtimeDate,
  localeFor,
  screeningTimes,
  sites,
  zonedTimeToInstant,
  type Language,
  type Settings,
  type ShowDetail,
  type Showtime,
  type SiteCode,
  type Tag,
} from '@marquee/data';
import { ShowtimePanel, type ShowtimePanelProps } from '@marquee/design-system';
import { pushSelectItem } from './tracking.ts';
import type { VersionText } from './versions.ts';

/** What the showtime details pop-in is opened with. */
export interface ShowtimeDetailsData {
  showtime: Showtime;
  cinema: { slug: string; name: string; address: string | null };
}

export interface ShowtimeDetailsProps extends ShowtimeDetailsData {
  site: SiteCode;
  language: Language;
  show: ShowDetail;
  contentRating: ShowtimePanelProps['contentRating'];
  version: VersionText;
  tags: ReadonlyMap<string, Tag>;
  settings: Settings | undefined;
  /** Extra actions after Book now (the calendar download). */
  actions?: ShowtimePanelProps['actions'];
}

const hhmm = (naive: string | null) => (naive ? naive.slice(11, 16) : undefined);

/**
 * The showtime details panel (member-and-shell.txt §2): the show, when and where, the film's own
 * start after the cinema's advertising and the end (issue 9), the version in plain words, the
 * experiences and their explanations, and Book now with its select_item event.
 */
export function ShowtimeDetails({
  site,
  language,
  show,
  contentRating,
  showtime,
  cinema,
  version,
  tags,
  settings,
  actions,
}: ShowtimeDetailsProps) {
  const { t } = useTranslation();
  const { timeZone } = sites[site];
  const adsMinutes = settings ? adsMinutesFor(settings, cinema.slug) : null;
  const times = screeningTimes(showtime, { adsMinutes, durationMinutes: show.duration, timeZone });
  const instant = zonedTimeToInstant(showtime.datetime, timeZone);
  const showtimeTags = showtime.tags.map((slug) => tags.get(slug)).filter((tag): tag is Tag => tag !== undefined);
  const isAccessibility = (tag: Tag) => tag.displayedOn.includes('accessibility');
  const badge = (tag: Tag) => ({
    slug: tag.slug,
    title: tag.title,
    ...(tag.tooltip?.description
      ? { tooltip: { title: tag.tooltip.title ?? tag.title, description: tag.tooltip.description } }
      : {}),
  });
  const experiences = showtimeTags.filter((tag) => tag.slug !== '3d' && !isAccessibility(tag));
  const accessibility = showtimeTags.filter(isAccessibility);
  const special = showtime.specialShowtimeDetails;
  const specialTitle = special?.titleShowtimeDetails ?? special?.titleScreening;
  const filmStart = hhmm(times.filmStart);
  return (
    <ShowtimePanel
      poster={show.poster}
      title={show.title}
      contentRating={contentRating}
      cinemaName={cinema.name}
      date={instant ? formatShowtimeDate(instant, localeFor(sites[site], language), timeZone) : showtime.date}
      time={showtime.time}
      {...(filmStart && adsMinutes !== null
        ? { filmStart: t('films.show.panel.filmStartValue', { time: filmStart, minutes: adsMinutes }) }
        : {})}
      endTime={hhmm(times.end)}
      version={version.label}
      versionExplanation={version.explanation ?? undefined}
      is3d={showtime.flags['3d']}
      experiences={experiences.map(badge)}
      accessibility={accessibility.map(badge)}
      auditorium={showtime.auditorium ?? undefined}
      seatCount={showtime.seatCount === null ? undefined : String(showtime.seatCount)}
      duration={show.duration ? formatDuration(show.duration) : undefined}
      special={
        specialTitle
          ? { title: specialTitle, description: special?.descriptionShowtimeDetails ?? undefined }
          : undefined
      }
      explanations={[...experiences, ...accessibility]
        .filter((tag) => tag.description)
        .map((tag) => ({ id: tag.slug, title: tag.title, description: tag.description ?? '' }))}
      bookingUrl={showtime.tunnelUrl}
      onBook={() =>
        pushSelectItem({
          showtimeId: showtime.id ?? showtime.tunnelUrl,
          title: show.title,
          version: showtime.version,
          cinemaSlug: cinema.slug,
          listName: 'show_page',
        })
      }
      actions={actions}
      headingLevel={3}
      labels={{
        bookNow: t('films.show.panel.bookNow'),
        newTabHint: t('films.show.panel.newTabHint'),
        threeD: t('films.show.chip.threeD'),
        hall: t('films.show.panel.hall'),
        seats: t('films.show.panel.seats'),
        duration: t('films.show.panel.duration'),
        endTime: t('films.show.panel.endTime'),
        filmStart: t('films.show.panel.filmStart'),
        experiences: t('films.show.panel.experiences'),
        accessibility: t('films.show.panel.accessibility'),
        explanations: t('films.show.panel.explanations'),
      }}
    />
  );
}
