import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const page = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.large,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.title,
  margin: `0 0 ${vars.space.large}`,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});

export const card = style({
  backgroundColor: vars.color.surfaceRaised,
  borderRadius: vars.radius.card,
  padding: vars.space.medium,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xsmall,
});

export const showTitle = style({ fontSize: vars.fontSize.large, margin: 0 });

export const facts = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });

export const status = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' });
