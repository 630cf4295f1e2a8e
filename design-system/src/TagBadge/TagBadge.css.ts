import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';
import { flagPalette } from '../Flag/Flag.css.ts';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '1.5rem',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

/** catalogue.txt §3 Tag backgroundFlagColor: the flag fill with its text colour. */
export const backgroundFlag = styleVariants(flagPalette, ({ fill, on }) => ({
  backgroundColor: fill,
  borderColor: fill,
  color: on,
}));

/** catalogue.txt §3 Tag labelFlagColor: the frame in the flag colour (the title keeps a legible colour). */
export const labelFlag = styleVariants(flagPalette, ({ fill }) => ({ borderColor: fill }));

/** A tag the user can focus or press (it has a tooltip or opens the tag's details). */
export const interactive = style({
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { boxShadow: vars.elevation.low },
    '&[data-pressed]': { boxShadow: 'none' },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

/** Highlighted tags (catalogue.txt §3 Tag highlighted) stand out by weight and a stronger frame. */
export const highlighted = style({
  fontWeight: vars.fontWeight.heavy,
  boxShadow: vars.elevation.low,
  borderStyle: 'double',
  borderWidth: '3px',
});

export const premiumMark = style({ color: vars.color.tagPremium, display: 'inline-flex' });

/** On a coloured fill the star takes the fill's text colour, so it stays visible. */
export const premiumMarkOnFill = style({ color: 'currentColor' });
