import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const calendar = style({
  display: 'inline-grid',
  gap: vars.space.small,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'capitalize',
});

export const navigation = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted, borderColor: vars.color.border },
  },
});

export const grid = style({ borderCollapse: 'separate', borderSpacing: vars.space.xxsmall });

export const weekday = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  paddingBottom: vars.space.xsmall,
});

export const cell = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-selected]': {
      background: vars.color.brandPrimary,
      color: vars.color.onBrandPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // Unavailable days stay readable (the date is information) but are visibly not choosable.
    '&[data-unavailable], &[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      background: 'transparent',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': { forcedColorAdjust: 'none', background: 'Highlight', color: 'HighlightText' },
        '&[data-unavailable], &[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});
