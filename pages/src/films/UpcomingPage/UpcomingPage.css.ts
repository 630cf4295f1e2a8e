import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marquee/themes';

/** The city filter keeps a readable width rather than spanning the page. */
export const filter = style({
  maxWidth: '20rem',
  '@media': { [mediaQueries.tablet]: { maxWidth: '24rem' } },
});

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });
