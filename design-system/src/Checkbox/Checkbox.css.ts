import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: '1.5rem',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const box = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  border: `2px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.onBrandSecondary,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  '@media': {
    '(forced-colors: active)': { borderColor: 'ButtonText', color: 'ButtonText' },
  },
});

export const mark = style({ width: '1rem', height: '1rem' });

globalStyle(`${checkbox}[data-hovered] ${box}`, { borderColor: vars.color.text });
globalStyle(`${checkbox}[data-selected] ${box}, ${checkbox}[data-indeterminate] ${box}`, {
  backgroundColor: vars.color.brandSecondary,
  borderColor: vars.color.brandSecondary,
});
globalStyle(`${checkbox}[data-pressed] ${box}`, { borderColor: vars.color.brandSecondaryActive });
globalStyle(`${checkbox}[data-focus-visible] ${box}`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle(`${checkbox}[data-invalid] ${box}`, { borderColor: vars.color.danger });
globalStyle(`${checkbox}[data-disabled] ${box}`, { backgroundColor: vars.color.surfaceRaised });
