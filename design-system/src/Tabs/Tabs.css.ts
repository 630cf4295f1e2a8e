import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  // Many tabs on a phone scroll sideways instead of wrapping onto a second row.
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'color, border-color, background-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      borderBottomColor: vars.color.brandSecondary,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, backgroundColor: 'transparent' },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'LinkText',
      selectors: {
        '&[data-selected]': { color: 'CanvasText', borderBottomColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const panel = style({
  paddingBlock: vars.space.medium,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
