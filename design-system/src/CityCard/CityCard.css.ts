import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The city name's ::after overlay makes the whole card follow the link. */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.card },
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'LinkText',
      selectors: { '&[data-focus-visible]::after': { outlineColor: 'Highlight' } },
    },
  },
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
