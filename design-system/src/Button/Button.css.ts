import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  border: '2px solid transparent',
  borderRadius: vars.radius.control,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
  cursor: 'pointer',
  textDecoration: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      opacity: 0.55,
    },
    '&[data-pending]': {
      cursor: 'progress',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

/** The brand's main action: its primary fill, with the theme's derived hover and pressed shades. */
const primaryAction = {
  backgroundColor: vars.color.brandPrimary,
  color: vars.color.onBrandPrimary,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.brandPrimaryHover },
    '&[data-pressed]': { backgroundColor: vars.color.brandPrimaryActive },
  },
};

// `primary` is the catalogue's "yellow button", `dark` its "black button", `booking` its booking button
// (catalogue.txt §3 Cta type); Cta maps the wire names onto these. Booking is the brand's primary
// action on every site (issue 20: "Réserver" was blue on fr, where the primary actions are yellow);
// it keeps its own name so a page says what the button does.
export const variant = styleVariants({
  primary: primaryAction,
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderControl,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
      '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    },
  },
  dark: {
    backgroundColor: vars.color.brandSecondary,
    color: vars.color.onBrandSecondary,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.brandSecondaryHover },
      '&[data-pressed]': { backgroundColor: vars.color.brandSecondaryActive },
    },
  },
  booking: primaryAction,
  quiet: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
      '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    },
  },
});

export const size = styleVariants({
  small: { padding: `${vars.space.xsmall} ${vars.space.small}`, fontSize: vars.fontSize.small, minHeight: '2rem' },
  medium: { padding: `${vars.space.small} ${vars.space.medium}`, fontSize: vars.fontSize.body, minHeight: '2.75rem' },
  large: {
    padding: `${vars.space.small} ${vars.space.large}`,
    fontSize: vars.fontSize.large,
    minHeight: '3.25rem',
  },
});

/** Icon-only buttons are square: the min-height of the size also becomes the width. */
export const iconOnly = style({
  paddingLeft: 0,
  paddingRight: 0,
  aspectRatio: '1',
});

export const icon = style({
  display: 'inline-flex',
  fontSize: '1.25em',
});

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
