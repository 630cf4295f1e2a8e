import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const backdrop = style({ borderRadius: vars.radius.card, overflow: 'hidden' });

export const nearby = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
});
