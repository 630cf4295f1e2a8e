import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** A stand-in slide for the stories: a poster-shaped card. */
export const card = style({
  display: 'flex',
  alignItems: 'flex-end',
  aspectRatio: '2 / 3',
  padding: vars.space.small,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const frame = style({ width: 'min(100%, 60rem)' });
