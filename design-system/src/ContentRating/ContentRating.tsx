import { CinecheckGlyph, WarningGlyph } from '../private/icons/glyphs.tsx';
import * as styles from './ContentRating.css.ts';

/** catalogue.txt §3 Content rating: rating systems are CSA, Cinecheck and Default. */
export const ratingSystems = ['csa', 'cinecheck', 'default'] as const;

export type RatingSystem = (typeof ratingSystems)[number];

/** The API's ref for "all audiences" (real-api.md: refs al, -6ans, -9ans, -12ans, -14ans, -16ans, unclassified). */
const allAudiencesCode = 'al';

export interface Cinecheck {
  /** real-api.md cinecheck refs: vio, angoisse, language, drogue, sexe, discri. */
  code: string;
  label: string;
}

export interface ContentRatingProps {
  /** The rating system: `csa` marks (fr), `cinecheck` marks and pictograms (nl, be), `default` text only. */
  system: RatingSystem;
  /** The rating's `ref` from the API ("-12ans", "al"); `ref` itself is reserved by React. */
  code: string | null;
  /** The short text ("Interdit aux moins de 12 ans", "12 jaar"). */
  label: string | null;
  /** A longer explanation under the label. */
  description?: string | null;
  /** A content warning, shown with a warning glyph ("Some scenes may upset..."). */
  warning?: string | null;
  /** Cinecheck content pictograms (Netherlands). */
  cinechecks?: Cinecheck[];
  /** Names the pictogram list for screen readers ("Content"). */
  cinechecksLabel?: string;
  /** catalogue.txt §3: the generic label is "all audiences", in the page's language. */
  allAudiencesLabel: string;
}

/** The age in a CSA or Cinecheck mark: "-12ans" reads "-12" in France and "12" in the Netherlands; "al" is AL. */
function markText(system: RatingSystem, code: string | null) {
  if (!code || system === 'default') return null;
  if (code === allAudiencesCode) return system === 'cinecheck' ? 'AL' : null;
  const age = /^-?(\d+)/.exec(code)?.[1];
  if (!age) return null;
  return system === 'csa' ? `-${age}` : age;
}

/** An age rating with its description, content pictograms and warning (catalogue.txt §3 Content rating). */
export function ContentRating({
  system,
  code,
  label,
  description,
  warning,
  cinechecks = [],
  cinechecksLabel,
  allAudiencesLabel,
}: ContentRatingProps) {
  const generic = code === allAudiencesCode || (!code && !label);
  const visibleLabel = generic ? allAudiencesLabel : (label ?? code ?? allAudiencesLabel);
  const mark = markText(system, code);
  return (
    <div className={styles.root} data-rating-system={system}>
      <p className={styles.heading}>
        {mark && system !== 'default' ? (
          // The label beside it says the same in words; the mark is for the eye.
          <span className={styles.mark[system]} aria-hidden="true">
            {mark}
          </span>
        ) : null}
        <span className={styles.label}>{visibleLabel}</span>
      </p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {system === 'cinecheck' && cinechecks.length > 0 ? (
        <ul className={styles.pictograms} aria-label={cinechecksLabel}>
          {cinechecks.map((check) => (
            <li key={check.code} className={styles.pictogram} data-cinecheck={check.code}>
              <CinecheckGlyph code={check.code} />
              {check.label}
            </li>
          ))}
        </ul>
      ) : null}
      {warning ? (
        <p className={styles.warning}>
          <WarningGlyph />
          <span>{warning}</span>
        </p>
      ) : null}
    </div>
  );
}
