import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marquee/themes';

/** The hero runs the full width; the sections below sit in the page column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const cinemaList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
