import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';
import { control } from '../private/fields/control.css.ts';

export const root = style({});

export const box = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  width: '1rem',
  height: '1rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  selectors: {
    // Doubled up with the control class so the room for the icons wins over its padding.
    [`${control}&`]: {
      paddingInlineStart: `calc(${vars.space.medium} + 1rem + ${vars.space.small})`,
      paddingInlineEnd: '3rem',
    },
    // The clear button is ours; the browser's own would make two.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(forced-colors: active)': { color: 'ButtonText' },
  },
});

export const clearIcon = style({ width: '1rem', height: '1rem' });

// Nothing to clear: no button (react-aria also takes it out of the tab order).
globalStyle(`${root}[data-empty] ${clear}`, { display: 'none' });
