import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars, wrapWords } from '@marquee/themes';

/** Special showtime colours from data (catalogue.txt §3 specialShowtimeDetails), set inline by the chip. */
export const specialColor = createVar();
export const specialBackgroundColor = createVar();

/**
 * A chip holds up to four lines (time, version, experiences, state): on a pill-shaped brand its
 * corners stay within this radius, so no line reaches past the curve of its border (issue 20:
 * "Audiodescriptie" spilled out of the nl chips).
 */
const chipRadius = `min(${vars.radius.control}, 1rem)`;

export const base = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: '5rem',
  minHeight: '3rem',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: '2px solid transparent',
  borderRadius: chipRadius,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  maxWidth: '100%',
  ...wrapWords,
  textDecoration: 'none',
  outline: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'CanvasText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

/** catalogue.txt §4 Showtime status: available normal, sold out "full", locked "old". */
export const status = styleVariants({
  available: {
    backgroundColor: vars.color.showtimeAvailable,
    color: vars.color.onShowtimeAvailable,
    borderColor: vars.color.borderControl,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.showtimeAvailableHover },
      '&[data-pressed]': { borderColor: vars.color.text },
    },
    '@media': { '(forced-colors: active)': { borderColor: 'LinkText', color: 'LinkText' } },
  },
  soldout: {
    backgroundColor: vars.color.showtimeFull,
    color: vars.color.onShowtimeFull,
    cursor: 'default',
  },
  locked: {
    backgroundColor: vars.color.showtimeOld,
    color: vars.color.onShowtimeOld,
    cursor: 'not-allowed',
    '@media': { '(forced-colors: active)': { borderColor: 'GrayText', color: 'GrayText' } },
  },
});

/** Only applied when both data colours are valid; forced colours keep the system palette. */
export const special = style({
  backgroundColor: specialBackgroundColor,
  color: specialColor,
  borderColor: specialColor,
  selectors: {
    '&[data-hovered]': { backgroundColor: `color-mix(in srgb, ${specialBackgroundColor} 85%, ${specialColor})` },
  },
  '@media': { '(forced-colors: active)': { backgroundColor: 'Canvas', color: 'LinkText' } },
});

export const highlighted = style({
  borderColor: vars.color.accent,
  boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
});

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
});

export const time = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const flag3d = style({
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.tag3d,
  color: vars.color.onTag3d,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const experience = style({
  display: 'inline-flex',
  alignItems: 'center',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
});

export const screeningTitle = style({
  fontSize: vars.fontSize.xsmall,
  fontStyle: 'italic',
});

export const statusText = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

/** Locked showtimes read as past: the time is struck through, the state is also said in words. */
globalStyle(`${status.locked} ${time}`, { textDecoration: 'line-through' });
