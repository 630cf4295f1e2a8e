import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, wrapWords } from '@marquee/themes';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  maxWidth: '48rem',
  marginInline: 'auto',
});

export const form = style({ display: 'block' });

export const groups = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xlarge },
  },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const groupHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const groupTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '2.75rem',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  flex: 1,
  minWidth: 0,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'LinkText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const cinemaItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const thumbnail = style({ flexShrink: 0, width: '3rem' });

export const image = style({
  flexShrink: 0,
  width: '4.5rem',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
});

export const historyIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  fontSize: vars.fontSize.large,
  color: vars.color.textMuted,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.bold, ...wrapWords });

export const topic = style({
  fontSize: vars.fontSize.xsmall,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const meta = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const rating = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.xxsmall}`,
  border: `1px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
});

export const icons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
});

export const favourite = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': { color: vars.color.danger },
    // A change being saved (the card's heart does the same).
    '&[data-disabled]': { cursor: 'progress', opacity: 0.55 },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'ButtonText',
      selectors: {
        '&[data-selected]': { color: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const message = style({ margin: 0, color: vars.color.textMuted });
