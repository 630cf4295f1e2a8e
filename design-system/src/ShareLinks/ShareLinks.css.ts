import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** The label, then the links: one wrapping row. */
export const share = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** An outlined pill with the network's icon and name, 44 px tall (WCAG 2.5.5). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '2.75rem',
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'LinkText',
      borderColor: 'LinkText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});
