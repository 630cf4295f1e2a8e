import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const link = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.small}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.control,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised, textDecoration: 'underline' },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-current]': {
      backgroundColor: vars.color.brandSecondary,
      borderColor: vars.color.brandSecondary,
      color: vars.color.onBrandSecondary,
      fontWeight: vars.fontWeight.bold,
      cursor: 'default',
      textDecoration: 'none',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'LinkText',
      selectors: {
        '&[data-current]': { borderColor: 'CanvasText', color: 'CanvasText' },
      },
    },
  },
});

export const gap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  color: vars.color.textMuted,
});

export const arrow = style({ width: '1rem', height: '1rem' });
