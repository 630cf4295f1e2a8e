import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const accordion = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: '3rem',
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': { color: 'ButtonText' },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationMedium,
  transitionTimingFunction: vars.motion.easingStandard,
});

globalStyle(`${item}[data-expanded] ${chevron}`, { transform: 'rotate(180deg)' });

export const panel = style({
  overflow: 'hidden',
});

export const panelContent = style({
  padding: `0 ${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
});
