import { style } from '@vanilla-extract/css';
import { vars, wrapWords } from '@marquee/themes';

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '2.75rem',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': {
      backgroundColor: vars.color.brandSecondary,
      borderColor: vars.color.brandSecondary,
      color: vars.color.onBrandSecondary,
    },
    '&[data-selected][data-hovered]': { backgroundColor: vars.color.brandSecondaryHover },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    // The selected service must not rest on colour alone where the system paints the colours.
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { borderWidth: '3px', borderColor: 'Highlight' } },
    },
  },
});

export const image = style({
  width: '1.5rem',
  height: '1.5rem',
  objectFit: 'contain',
  flexShrink: 0,
});

export const details = style({
  display: 'grid',
  gap: vars.space.xsmall,
  selectors: {
    '&:empty': { display: 'none' },
  },
});

export const detailsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.relaxed,
  ...wrapWords,
});
