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
  fontWeight: 700,
  lineHeight: 1.2,
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background-color 120ms ease, border-color 120ms ease',
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
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
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
    backgroundColor: vars.color.brandAccent,
    color: vars.color.onBrandAccent,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.brandAccentHover },
      '&[data-pressed]': { backgroundColor: vars.color.brandAccentActive },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.text,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
      '&[data-pressed]': { backgroundColor: vars.color.surfaceRaised, borderColor: vars.color.textMuted },
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
