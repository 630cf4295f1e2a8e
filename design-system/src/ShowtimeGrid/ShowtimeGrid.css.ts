import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({ display: 'flex' });

export const empty = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  color: vars.color.textMuted,
});
