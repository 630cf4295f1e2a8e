import { useTranslation } from 'react-i18next';
import {
  adsMinutesFor,
  calendarFileName,
  experienceTeaserOf,
  screeningTimes,
  showtimeCalendar,
  sites,
  zonedTimeToInstant,
  type FeatureSwitches,
  type Language,
  type SelectItemList,
  type Settings,
  type ShowDetail,
  type Showtime,
  type SiteCode,
  type Tag,
  type VersionText,
} from '@marquee/data';
import { Button, ShowtimePanel, usePopins, type ShowtimePanelProps } from '@marquee/design-system';
import { useClock } from '../clock.tsx';
import { useFormat } from '../i18n/formats.ts';
import { trackSelectItem } from '../tracking/selectItem.ts';

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
  features: Pick<FeatureSwitches, 'trackingEnabled' | 'experienceTrackingEnabled'>;
  /** Where the showtime was chosen, named in its select_item event. */
  listName: SelectItemList;
}

/** Hands the visitor an .ics file (issue 9 "add to calendar"), built in the page: no server round trip. */
function downloadCalendar(fileName: string, ics: string) {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started from the click; the address can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function CalendarGlyph() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="12" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M2 6.5h12M5 1.5v3M11 1.5v3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
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
  features,
  listName,
}: ShowtimeDetailsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const now = useClock();
  const { timeZone } = sites[site];
  const adsMinutes = settings ? adsMinutesFor(settings, cinema.slug) : null;
  const times = screeningTimes(showtime, { adsMinutes, durationMinutes: show.duration, timeZone });
  const instant = zonedTimeToInstant(showtime.datetime, timeZone);
  const showtimeTags = showtime.tags.map((slug) => tags.get(slug)).filter((tag): tag is Tag => tag !== undefined);
  const isAccessibility = (tag: Tag) => tag.displayedOn.includes('accessibility');
  const { open } = usePopins();
  // A tag with a teaser opens it (member-and-shell.txt §2 Experience teaser modal), over this panel.
  const hasTeaser = (tag: Tag) => experienceTeaserOf(tag, site, language, () => '') !== null;
  const badge = (tag: Tag) => ({
    slug: tag.slug,
    title: tag.title,
    ...(tag.tooltip?.description
      ? { tooltip: { title: tag.tooltip.title ?? tag.title, description: tag.tooltip.description } }
      : {}),
    ...(hasTeaser(tag) ? { onPress: (trigger: Element) => open('experienceTeaser', { trigger, data: tag }) } : {}),
  });
  const experiences = showtimeTags.filter((tag) => tag.slug !== '3d' && !isAccessibility(tag));
  const accessibility = showtimeTags.filter(isAccessibility);
  const special = showtime.specialShowtimeDetails;
  const specialTitle = special?.titleShowtimeDetails ?? special?.titleScreening;
  const filmStart = hhmm(times.filmStart);
  const filmStartText =
    filmStart && adsMinutes !== null
      ? t('films.show.panel.filmStartValue', { time: filmStart, minutes: adsMinutes })
      : undefined;
  const addToCalendar = () =>
    downloadCalendar(
      calendarFileName(show.title, showtime.date),
      showtimeCalendar({
        uid: `${showtime.id ?? showtime.datetime}@${site}.marquee`,
        title: show.title,
        cinemaName: cinema.name,
        address: cinema.address ?? '',
        start: times.start,
        end: times.end,
        timeZone,
        bookingUrl: showtime.tunnelUrl,
        description: [
          version.explanation ? `${version.label} — ${version.explanation}` : version.label,
          filmStartText ? `${t('films.show.panel.filmStart')} ${filmStartText}` : null,
        ]
          .filter(Boolean)
          .join('\n'),
        now,
      }),
    );
  return (
    <ShowtimePanel
      poster={show.poster}
      title={show.title}
      contentRating={contentRating}
      cinemaName={cinema.name}
      date={instant ? format.showtimeDate(instant, timeZone) : showtime.date}
      time={showtime.time}
      {...(filmStartText ? { filmStart: filmStartText } : {})}
      endTime={hhmm(times.end)}
      version={version.label}
      versionExplanation={version.explanation ?? undefined}
      is3d={showtime.flags['3d']}
      experiences={experiences.map(badge)}
      accessibility={accessibility.map(badge)}
      auditorium={showtime.auditorium ?? undefined}
      seatCount={showtime.seatCount === null ? undefined : String(showtime.seatCount)}
      duration={show.duration ? format.duration(show.duration) : undefined}
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
        trackSelectItem(
          {
            showtimeId: showtime.id ?? showtime.tunnelUrl,
            title: show.title,
            version: showtime.version,
            cinemaSlug: cinema.slug,
            listName,
            experiences: showtime.tags,
          },
          features,
        )
      }
      actions={
        <Button variant="secondary" icon={<CalendarGlyph />} onPress={addToCalendar}>
          {t('films.show.panel.addToCalendar')}
        </Button>
      }
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
