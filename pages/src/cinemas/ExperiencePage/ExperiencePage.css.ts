import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const backdrop = style({ borderRadius: vars.radius.card, overflow: 'hidden' });

/** Reading width for the article's text. */
export const content = style({ display: 'grid', gap: vars.space.medium, maxWidth: '45rem' });

export const cinemas = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});
