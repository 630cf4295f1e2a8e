import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './AlertBanner.css.ts';
import { CloseGlyph, InfoGlyph, WarningGlyph } from '../private/icons/index.ts';

/** catalogue.txt §4 Alert banner: "levels are warning and info". */
export const alertLevels = ['warning', 'info'] as const;
export type AlertLevel = (typeof alertLevels)[number];

const levelGlyphs: Record<AlertLevel, ReactNode> = { warning: <WarningGlyph />, info: <InfoGlyph /> };

const banner = cva(styles.base, { variants: { level: styles.level }, defaultVariants: { level: 'info' } });

/** catalogue.txt §8: an alert banner optionally carries a call to action. */
export interface AlertAction {
  /** The link's text. */
  label: string;
  /** Where the link goes. */
  href: string;
}

interface AlertBannerContent {
  /** Picks the colours and the glyph: a warning or an information. */
  level: AlertLevel;
  /** The message, in one short sentence. */
  title: string;
  /**
   * Rich text under the title. It is rendered as HTML with
   * `dangerouslySetInnerHTML`, so it must arrive already sanitised (the API's
   * rich text, cleaned on the way in); never pass user input here.
   */
  subtitleHtml?: string;
  /** Replaces the level's glyph; decorative (hidden from assistive technology). */
  icon?: ReactNode;
  /** Read before the title (e.g. "Warning:") so the level does not rest on colour and glyph alone. */
  levelLabel?: string;
  /** An optional call to action, shown as a link under the text. */
  action?: AlertAction;
}

/** Closable: both a handler and the close button's accessible name; otherwise neither. */
type AlertBannerClosing =
  | {
      /** Shows a close button and is called when it is pressed. */
      onClose: () => void;
      /** The close button's accessible name (it shows a cross only). */
      closeLabel: string;
    }
  | { onClose?: undefined; closeLabel?: undefined };

export type AlertBannerProps = AlertBannerContent & AlertBannerClosing;

/**
 * A warning or info message (member-and-shell.txt §2 Alert banner): title,
 * optional HTML subtitle, icon, optional call to action, closable. It is no
 * live region itself: `AlertQueue` announces the messages it shows.
 */
export function AlertBanner({
  level,
  title,
  subtitleHtml,
  icon,
  levelLabel,
  action,
  onClose,
  closeLabel,
}: AlertBannerProps) {
  return (
    <div className={banner({ level })} data-level={level}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? levelGlyphs[level]}
      </span>
      <div className={styles.text}>
        <p className={styles.title}>
          {levelLabel ? <span className={visuallyHidden}>{`${levelLabel} `}</span> : null}
          {title}
        </p>
        {subtitleHtml ? <div className={styles.subtitle} dangerouslySetInnerHTML={{ __html: subtitleHtml }} /> : null}
        {action ? (
          <Link href={action.href} className={styles.action}>
            {action.label}
          </Link>
        ) : null}
      </div>
      {onClose ? (
        <Button variant="quiet" size="small" icon={<CloseGlyph />} aria-label={closeLabel} onPress={onClose} />
      ) : null}
    </div>
  );
}
