import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const orientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.xsmall },
});

export const entry = style({ display: 'flex' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexGrow: 1,
  minHeight: '2.75rem',
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.body,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { backgroundColor: `color-mix(in srgb, currentColor 10%, transparent)` },
    '&[data-pressed]': { backgroundColor: `color-mix(in srgb, currentColor 18%, transparent)` },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="true"]': { fontWeight: vars.fontWeight.bold, cursor: 'default' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const check = style({ fontSize: vars.fontSize.large });

/** The code style marks the current language with a bar under it: a shape as well as the weight. */
export const labelStyle = styleVariants({
  name: {},
  code: {
    justifyContent: 'center',
    minWidth: '2.75rem',
    paddingInline: vars.space.xsmall,
    borderBottom: '3px solid transparent',
    borderRadius: 0,
    selectors: { '&[aria-current="true"]': { borderBottomColor: 'currentColor' } },
    '@media': {
      '(forced-colors: active)': { selectors: { '&[aria-current="true"]': { borderBottomColor: 'CanvasText' } } },
    },
  },
});

export const code = style({ fontSize: vars.fontSize.small, letterSpacing: '0.04em' });
