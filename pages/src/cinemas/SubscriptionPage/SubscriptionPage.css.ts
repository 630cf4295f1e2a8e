import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const plan = style({
  display: 'grid',
  gap: vars.space.small,
  alignContent: 'start',
  padding: vars.space.large,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
});

export const planTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xlarge });

export const price = style({ margin: 0, fontSize: vars.fontSize.title, fontWeight: vars.fontWeight.bold });
