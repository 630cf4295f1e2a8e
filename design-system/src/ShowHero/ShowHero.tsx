import { Fragment, type ReactNode } from 'react';
import { ToggleButton, useLocale } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { ContentRating, type ContentRatingProps } from '../ContentRating/ContentRating.tsx';
import { Backdrop, Poster, type BackdropSources, type PosterSources } from '../Poster/Poster.tsx';
import {
  DisappointedGlyph,
  HeartGlyph as LovedGlyph,
  LikedGlyph,
  PlayGlyph,
  WishlistGlyph,
} from '../private/icons/index.ts';
import * as styles from './ShowHero.css.ts';

/** member-and-shell.txt §3 Feelings per show: an emotion is one of these; the wishlist is the intention. */
export const showEmotions = ['disappointed', 'liked', 'loved'] as const;
export type ShowEmotion = (typeof showEmotions)[number];

/** The four counters, in the order the buttons show them. */
export const showFeelings = [...showEmotions, 'wishlist'] as const;
export type ShowFeeling = (typeof showFeelings)[number];

const feelingGlyphs: Record<ShowFeeling, ReactNode> = {
  disappointed: <DisappointedGlyph />,
  liked: <LikedGlyph />,
  loved: <LovedGlyph />,
  wishlist: <WishlistGlyph />,
};

export interface ShowHeroFeelings {
  /** member-and-shell.txt §3 show counters: disappointed, liked, loved, wishlist. */
  counts: Record<ShowFeeling, number>;
  /** Each button's text, and `group` naming the set ("Your opinion"). */
  labels: Record<ShowFeeling, string> & { group: string };
  /** The member's own wishlist (intention) on this show. */
  wishlist: boolean;
  /** The member's own emotion on this show, if any. */
  emotion: ShowEmotion | null;
  /**
   * A press asks to turn a feeling on or off. The page applies it (member-and-shell.txt §4: applied
   * at once, rolled back on failure), replaces a previous emotion, and runs the sign-in required
   * action for visitors.
   */
  onToggle: (feeling: ShowFeeling, isPressed: boolean) => void;
  /** While a change is saved. */
  isDisabled?: boolean;
}

export interface ShowHeroFacts {
  /** The genres' names, joined with commas. */
  genres?: readonly string[];
  /** Preformatted ("2 h 46 min"). */
  duration?: string | null;
  /** Preformatted in the site's language. */
  releaseDate?: string | null;
  /** Comma-joined, as the API sends them. */
  directors?: string | null;
  /** Comma-joined, as the API sends them. */
  actors?: string | null;
}

/** The facts' terms, in the page's language. */
export type ShowHeroFactLabels = Record<keyof ShowHeroFacts, string>;

/** A trailer: both the handler and the button's text, or neither. */
export type ShowHeroTrailer =
  | {
      /** Shows the trailer button and is called when it is pressed (the page opens the trailer pop-in). */
      onPlayTrailer: () => void;
      /** The trailer button's text. */
      trailerLabel: string;
    }
  | { onPlayTrailer?: undefined; trailerLabel?: undefined };

export type ShowHeroProps = ShowHeroTrailer & {
  /** The show's title, the page's h1. */
  title: string;
  /** The wide picture behind the top of the page (LCP, loaded first); null shows the placeholder. */
  backdrop: BackdropSources | null;
  /** The API's `{md, lg}` poster files; null shows the placeholder. */
  poster: PosterSources | null;
  /** The rating, its description and warning (catalogue.txt §3 Content rating). */
  contentRating?: ContentRatingProps;
  /** Genres, duration, release date, directors and cast; a missing fact is left out. */
  facts?: ShowHeroFacts;
  /** The facts' terms, in the page's language. */
  factLabels: ShowHeroFactLabels;
  /** Plain text; line breaks are kept (the page turns the API's `<br/>` into newlines). */
  synopsis?: string | null;
  /** The four feeling buttons with their counts; left out where feelings are not offered. */
  feelings?: ShowHeroFeelings;
};

function FeelingButtons({ counts, labels, wishlist, emotion, onToggle, isDisabled }: ShowHeroFeelings) {
  const { locale } = useLocale();
  const format = new Intl.NumberFormat(locale);
  return (
    <div role="group" aria-label={labels.group} className={styles.feelings}>
      {showFeelings.map((feeling) => (
        <ToggleButton
          key={feeling}
          isSelected={feeling === 'wishlist' ? wishlist : emotion === feeling}
          isDisabled={isDisabled}
          onChange={(isPressed) => onToggle(feeling, isPressed)}
          className={styles.feeling}
          data-feeling={feeling}
        >
          {feelingGlyphs[feeling]}
          <span>{labels[feeling]}</span>
          <span className={styles.count}>{format.format(counts[feeling])}</span>
        </ToggleButton>
      ))}
    </div>
  );
}

/**
 * The top of a film page: backdrop, poster, title, facts, synopsis, trailer button and feelings.
 * Stacked on mobile; poster beside the details from tablet width.
 */
export function ShowHero({
  title,
  backdrop,
  poster,
  contentRating,
  facts = {},
  factLabels,
  synopsis,
  feelings,
  onPlayTrailer,
  trailerLabel,
}: ShowHeroProps) {
  const factRows = (['genres', 'duration', 'releaseDate', 'directors', 'actors'] as const)
    .map((key) => {
      const value = facts[key];
      const text = Array.isArray(value) ? value.join(', ') : (value as string | null | undefined);
      return text ? { key, term: factLabels[key], text } : null;
    })
    .filter((row) => row !== null);
  return (
    // Full width, its content on the page's left edge: the title sits beside the poster.
    <div className={styles.hero} data-full-width>
      <div className={styles.backdrop}>
        {/* The film page's largest image: loaded first (LCP). Decorative: the title names the film. */}
        <Backdrop sources={backdrop} alt="" priority />
      </div>
      <div className={styles.content}>
        <div className={styles.poster}>
          <Poster
            sources={poster}
            alt=""
            title={title}
            sizes="(min-width: 1080px) 16rem, (min-width: 700px) 12rem, 8rem"
          />
        </div>
        <div className={styles.details}>
          <h1 className={styles.title}>{title}</h1>
          {contentRating ? <ContentRating {...contentRating} /> : null}
          {factRows.length > 0 ? (
            <dl className={styles.facts}>
              {factRows.map((row) => (
                <Fragment key={row.key}>
                  <dt>{row.term}</dt>
                  <dd>{row.text}</dd>
                </Fragment>
              ))}
            </dl>
          ) : null}
          {synopsis ? <p className={styles.synopsis}>{synopsis}</p> : null}
          {onPlayTrailer ? (
            <Button variant="primary" icon={<PlayGlyph />} onPress={onPlayTrailer}>
              {trailerLabel}
            </Button>
          ) : null}
          {feelings ? <FeelingButtons {...feelings} /> : null}
        </div>
      </div>
    </div>
  );
}
