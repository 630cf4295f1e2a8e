import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const group = style({
  border: 'none',
  margin: 0,
  padding: 0,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.xxsmall,
});

globalStyle(`${group}[data-orientation="horizontal"] ${options}`, {
  flexDirection: 'row',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
});

export const radio = style({
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

export const circle = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '1.5rem',
  height: '1.5rem',
  border: `2px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  transitionProperty: 'border-width, border-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  '@media': {
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

globalStyle(`${radio}[data-hovered] ${circle}`, { borderColor: vars.color.text });
// The chosen radio is a thick ring: its shape changes, not only its colour.
globalStyle(`${radio}[data-selected] ${circle}`, {
  borderWidth: '0.45rem',
  borderColor: vars.color.brandSecondary,
});
globalStyle(`${radio}[data-focus-visible] ${circle}`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle(`${radio}[data-invalid] ${circle}`, { borderColor: vars.color.danger });
