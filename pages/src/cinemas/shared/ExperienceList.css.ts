import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const card = style({
  display: 'grid',
  gap: vars.space.xsmall,
  alignContent: 'start',
  padding: vars.space.medium,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceRaised,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.large });
