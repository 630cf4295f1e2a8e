import { cva } from 'class-variance-authority';
import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Badge } from '../Badge/Badge.tsx';
import { Cta, type CtaProps } from '../Cta/Cta.tsx';
import { Backdrop, type BackdropSources } from '../Poster/Poster.tsx';
import { CloseGlyph } from '../private/icons/glyphs.tsx';
import { assignInlineVars } from '../private/dataColours.ts';
import * as styles from './HeaderPush.css.ts';
import { headerPushTone, type HeaderPushColours } from './headerPushColours.ts';

const pushClass = cva(styles.push, { variants: { tone: styles.tone } });

/** Dismissible: both the handler and the close button's accessible name, or neither. */
type HeaderPushClosing =
  | {
      /** Shows a close button and is called when it is pressed; the page remembers the dismissal. */
      onClose: () => void;
      /** The close button's accessible name (it shows a cross only). */
      closeLabel: string;
    }
  | { onClose?: undefined; closeLabel?: undefined };

export type HeaderPushProps = HeaderPushContent & HeaderPushClosing;

interface HeaderPushContent {
  /** The promotion's headline. */
  title: string;
  /** The promoted show's title. */
  showTitle?: string | null;
  /** The push's call to action; it is shown small, whatever `size` says. */
  cta?: CtaProps | null;
  /** Shown when the push is sponsored ("Sponsored"). */
  sponsoredLabel?: string | null;
  /** The push's backdrop, shown as a thumbnail from tablet width; decorative. */
  backdrop?: BackdropSources | null;
  /** The dominant colours from the data (`#rrggbb`); invalid values fall back to the theme. */
  colours?: HeaderPushColours;
  /** A partner or show logo; `alt` names it (empty when the title already does). */
  logo?: { src: string; alt: string } | null;
}

/**
 * The header's promotional bar (member-and-shell.txt §2 Header push): title, show title, cta,
 * sponsored label, backdrop, dominant colours and logo, with an optional close button. Whether it
 * shows (already viewed, next-day expiry) is the page's decision.
 */
export function HeaderPush({
  title,
  showTitle,
  cta,
  sponsoredLabel,
  backdrop,
  colours = {},
  logo,
  onClose,
  closeLabel,
}: HeaderPushProps) {
  const titleId = useId();
  const tone = headerPushTone(colours);
  // Data colours are the one unavoidable inline style: they cannot be known when the CSS is built.
  const inlineColours =
    tone.tone === 'theme'
      ? undefined
      : assignInlineVars({
          [styles.dataBackground]: tone.background,
          ...(tone.tone === 'dataText' ? { [styles.dataText]: tone.text } : {}),
        });
  return (
    <section
      className={pushClass({ tone: tone.tone })}
      style={inlineColours}
      aria-labelledby={titleId}
      data-tone={tone.tone}
    >
      {backdrop ? (
        <div className={styles.media}>
          <Backdrop sources={backdrop} alt="" sizes="8rem" />
        </div>
      ) : null}
      {logo ? <img className={styles.logo} src={logo.src} alt={logo.alt} decoding="async" /> : null}
      <div className={styles.text}>
        {sponsoredLabel ? <Badge size="small" tone="neutral" label={sponsoredLabel} /> : null}
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        {showTitle ? <p className={styles.showTitle}>{showTitle}</p> : null}
      </div>
      {cta || onClose ? (
        <div className={styles.actions}>
          {cta ? <Cta {...cta} size="small" /> : null}
          {onClose ? (
            <AriaButton aria-label={closeLabel} onPress={onClose} className={styles.close}>
              <CloseGlyph />
            </AriaButton>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
