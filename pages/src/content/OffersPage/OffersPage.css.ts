import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** The badge keeps its own width at the top of a card. */
export const badge = style({ justifySelf: 'start' });

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});
