import { style, styleVariants } from '@vanilla-extract/css';
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
  transitionProperty: 'background-color, border-color',
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
      },
    },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.brandPrimary,
    color: vars.color.onBrandPrimary,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.brandPrimaryHover },
      '&[data-pressed]': { backgroundColor: vars.color.brandPrimaryActive },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderControl,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
      '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    },
  },
});

export const size = styleVariants({
  small: { padding: `${vars.space.xsmall} ${vars.space.small}`, fontSize: vars.fontSize.small, minHeight: '2rem' },
  medium: { padding: `${vars.space.small} ${vars.space.medium}`, fontSize: vars.fontSize.body, minHeight: '2.75rem' },
});

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: 'none',
});
