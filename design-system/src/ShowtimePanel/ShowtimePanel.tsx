import type { ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading, Link as AriaLink } from 'react-aria-components';
import { Badge } from '../Badge/Badge.tsx';
import { buttonClass } from '../Button/Button.tsx';
import { ContentRating, type ContentRatingProps } from '../ContentRating/ContentRating.tsx';
import { ExperienceBadgeList, type ExperienceBadgeListProps } from '../ExperienceBadge/ExperienceBadge.tsx';
import { NewTabMarker, newTabAttributes } from '../Link/newTab.tsx';
import { Poster, type PosterSources } from '../Poster/Poster.tsx';
import { InfoGlyph } from '../private/icons/glyphs.tsx';
import * as styles from './ShowtimePanel.css.ts';

export const showtimePanelHeadingLevels = [2, 3, 4] as const;
export type ShowtimePanelHeadingLevel = (typeof showtimePanelHeadingLevels)[number];

export interface ShowtimePanelLabels {
  /** The booking button's text. */
  bookNow: string;
  /** Read after "Book now": the booking tunnel opens in a new tab. */
  newTabHint: string;
  /** The 3D badge's text. */
  threeD: string;
  /** The term of the auditorium fact. */
  hall: string;
  /** The term of the seat count fact. */
  seats: string;
  /** The term of the duration fact. */
  duration: string;
  /** The term of the end time fact. */
  endTime: string;
  /** The term of the film's own start, after the advertising ("Film starts"); needed with `filmStart`. */
  filmStart?: string;
  /** Names the experience icons list. */
  experiences: string;
  /** Names the accessibility icons list. */
  accessibility: string;
  /** Heading of the experience explanations. */
  explanations: string;
}

/** One experience's explanation, in its own collapsible section. */
export interface ShowtimePanelExplanation {
  id: string;
  title: string;
  description: string;
}

/** member-and-shell.txt §3 Showtime (panel view) specialShowtimeDetails: the banner and the details. */
export interface ShowtimePanelSpecial {
  /** highlightedTitle or titleShowtimeDetails. */
  title: string;
  /** descriptionShowtimeDetails (plain text). */
  description?: string;
  /** pictoBanner: a decorative picture, the title says what it is. */
  bannerImage?: string;
}

export interface ShowtimePanelProps {
  /** The API's `{md, lg}` poster files; null shows the placeholder. */
  poster: PosterSources | null;
  /** The show's title, as a heading. */
  title: string;
  /** The age rating under the title. */
  contentRating?: ContentRatingProps;
  /** The cinema the showtime is at. */
  cinemaName: string;
  /** The date, formatted by the page ("vendredi 11 septembre 2026"). */
  date: string;
  /** HH:mm, in the cinema's time zone. */
  time: string;
  /** HH:mm, in the cinema's time zone; shown as a fact. */
  endTime?: string;
  /**
   * When the film itself starts, after the cinema's advertising, formatted by the page
   * ("20:50 (after 20 min of adverts)"); shown only with `labels.filmStart`.
   */
  filmStart?: string;
  /** The version code as a badge ("VF", "VOST"). */
  version?: string;
  /** The version code in plain words ("Original version with French subtitles"), read next to its badge. */
  versionExplanation?: string;
  /** Adds the 3D badge. */
  is3d?: boolean;
  /** The showtime's experience badges (IMAX, 4DX...). */
  experiences?: ExperienceBadgeListProps['experiences'];
  /** The showtime's accessibility badges (audio description, subtitles for the deaf...). */
  accessibility?: ExperienceBadgeListProps['experiences'];
  /** The auditorium's name or number. */
  auditorium?: string;
  /** The number of seats, formatted by the page. */
  seatCount?: string;
  /** Formatted by the page (catalogue.txt §9: minutes under 60, else hours and zero-padded minutes). */
  duration?: string;
  /** The note that the showtime is at a nearby cinema (catalogue.txt §3 sessionsNearby wording). */
  nearbyNote?: string;
  /** A special showtime's banner, title and description. */
  special?: ShowtimePanelSpecial;
  /** What each experience is, one collapsible section each. */
  explanations?: readonly ShowtimePanelExplanation[];
  /** The booking URL (tunnelUrl). */
  bookingUrl: string;
  /** Called when Book now is pressed, before the tab opens (the select_item tracking event). */
  onBook?: () => void;
  /** Further actions after Book now, e.g. an "Add to calendar" button. */
  actions?: ReactNode;
  /** The show title's level; sections below it use the next level. Inside the pop-in (an h2 title) keep 3. */
  headingLevel?: ShowtimePanelHeadingLevel;
  /** The panel's terms and texts, in the page's language. */
  labels: ShowtimePanelLabels;
}

/**
 * The showtime details (member-and-shell.txt §2 Showtime details panel), the content of the
 * `showtimeDetails` pop-in: the show, when and where, the experiences, the special showtime, the
 * explanations (each section opens on its own) and Book now, which opens the booking in a new tab.
 */
export function ShowtimePanel({
  poster,
  title,
  contentRating,
  cinemaName,
  date,
  time,
  endTime,
  filmStart,
  version,
  versionExplanation,
  is3d = false,
  experiences = [],
  accessibility = [],
  auditorium,
  seatCount,
  duration,
  nearbyNote,
  special,
  explanations = [],
  bookingUrl,
  onBook,
  actions,
  headingLevel = 3,
  labels,
}: ShowtimePanelProps) {
  const sectionLevel = (headingLevel + 1) as 3 | 4 | 5;
  const facts: [string, string | undefined][] = [
    [labels.hall, auditorium],
    [labels.seats, seatCount],
    [labels.duration, duration],
    [labels.filmStart ?? '', labels.filmStart ? filmStart : undefined],
    [labels.endTime, endTime],
  ];
  const shownFacts = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <div className={styles.panel}>
      <div className={styles.show}>
        <div className={styles.poster}>
          <Poster sources={poster} alt="" title={title} sizes="6rem" />
        </div>
        <div className={styles.showText}>
          <Heading level={headingLevel} className={styles.title}>
            {title}
          </Heading>
          {contentRating ? <ContentRating {...contentRating} /> : null}
          <p className={styles.cinema}>{cinemaName}</p>
          <p className={styles.when}>
            {date} <span className={styles.time}>{time}</span>
          </p>
          {version || is3d ? (
            <p className={styles.badges}>
              {version ? <Badge label={version} /> : null}{' '}
              {is3d ? <Badge label={labels.threeD} tone="inverse" /> : null}
            </p>
          ) : null}
          {version && versionExplanation ? <p className={styles.versionExplanation}>{versionExplanation}</p> : null}
        </div>
      </div>

      <ExperienceBadgeList label={labels.experiences} experiences={experiences} />
      <ExperienceBadgeList label={labels.accessibility} experiences={accessibility} />

      {shownFacts.length > 0 ? (
        <dl className={styles.facts}>
          {shownFacts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {nearbyNote ? (
        <p className={styles.note}>
          <span className={styles.noteIcon}>
            <InfoGlyph />
          </span>
          {nearbyNote}
        </p>
      ) : null}

      {special ? (
        <div className={styles.special}>
          {special.bannerImage ? (
            <img className={styles.specialBanner} src={special.bannerImage} alt="" loading="lazy" decoding="async" />
          ) : null}
          <p className={styles.specialTitle}>{special.title}</p>
          {special.description ? <p className={styles.specialDescription}>{special.description}</p> : null}
        </div>
      ) : null}

      {explanations.length > 0 ? (
        <div className={styles.explanations}>
          <Heading level={sectionLevel} className={styles.explanationsHeading}>
            {labels.explanations}
          </Heading>
          {/* Independent sections, not the single-open Accordion: opening one leaves the others as they are. */}
          {explanations.map((explanation) => (
            <Disclosure key={explanation.id} id={explanation.id} className={styles.disclosure}>
              <Heading level={(sectionLevel + 1) as 4 | 5 | 6} className={styles.disclosureHeading}>
                <AriaButton slot="trigger" className={styles.trigger}>
                  <span>{explanation.title}</span>
                  <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
                  </svg>
                </AriaButton>
              </Heading>
              <DisclosurePanel className={styles.disclosurePanel}>
                <p className={styles.explanationText}>{explanation.description}</p>
              </DisclosurePanel>
            </Disclosure>
          ))}
        </div>
      ) : null}

      <div className={styles.actions}>
        <AriaLink
          href={bookingUrl}
          onPress={onBook}
          {...newTabAttributes('_blank')}
          className={buttonClass({ variant: 'booking', size: 'large' })}
        >
          <span className={styles.bookLabel}>
            {labels.bookNow}
            <NewTabMarker hint={labels.newTabHint} />
          </span>
        </AriaLink>
        {actions}
      </div>
    </div>
  );
}
