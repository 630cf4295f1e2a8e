import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const strip = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.xxsmall,
  // A week of days on a phone scrolls sideways, one day snapping after another.
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'thin',
  fontFamily: vars.font.body,
});

export const day = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '5rem',
  minHeight: '2.75rem',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  scrollSnapAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // Buttons mark the chosen day with data-selected, links with data-current.
    '&[data-selected], &[data-current]': {
      backgroundColor: vars.color.brandSecondary,
      borderColor: vars.color.brandSecondary,
      color: vars.color.onBrandSecondary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceSunken,
      borderStyle: 'dashed',
      color: vars.color.textMuted,
      textDecoration: 'line-through',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        '&[data-selected], &[data-current]': { borderColor: 'Highlight', borderWidth: '3px' },
        '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});
