import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';
import { control } from '../private/fields/control.css.ts';

export const root = style({});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    [`${control}&`]: { paddingInlineEnd: vars.space.small },
  },
});

export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
});

// The trigger carries no invalid state of its own: it follows the Select around it.
globalStyle(`${root}[data-invalid] ${trigger}`, {
  borderColor: vars.color.danger,
  boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
});
globalStyle(`${root}[data-open] ${chevron}`, { transform: 'rotate(180deg)' });

export const popover = style({
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width)',
  maxHeight: '20rem',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surface,
  boxShadow: vars.elevation.medium,
  zIndex: vars.zIndex.popin,
  outline: 'none',
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingEnter,
  selectors: {
    '&[data-entering], &[data-exiting]': { opacity: 0 },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  fontFamily: vars.font.body,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '2.5rem',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const check = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  visibility: 'hidden',
});

globalStyle(`${option}[data-selected] ${check}`, { visibility: 'visible' });
