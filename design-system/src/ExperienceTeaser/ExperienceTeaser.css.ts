import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const teaser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '32rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The box is reserved before the picture loads, so the dialog does not jump. */
export const image = style({ borderRadius: vars.radius.card, overflow: 'hidden' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingTop: vars.space.xsmall,
});
