import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const base = style({
  display: 'inline',
  borderRadius: vars.radius.small,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'text-decoration-thickness, color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-pressed]': { textDecorationThickness: '3px' },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', textDecorationLine: 'none', opacity: 0.6 },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'LinkText',
      selectors: { '&[data-disabled]': { color: 'GrayText' } },
    },
  },
});

export const tone = styleVariants({
  standard: { color: vars.color.link },
  // Footer and secondary text: the body colour, still underlined so it reads as a link.
  muted: { color: vars.color.text },
  inverse: {
    color: vars.color.textInverse,
    selectors: { '&[data-focus-visible]': { outlineColor: vars.color.focusRingInverse } },
  },
});

/** The external glyph keeps a small gap from the link text and never wraps alone. */
export const newTabGlyph = style({ display: 'inline-flex', marginInlineStart: '0.25em' });
