import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, wrapWords } from '@marquee/themes';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.large } },
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const image = style({ borderRadius: vars.radius.card, overflow: 'hidden' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
  ...wrapWords,
  '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.xlarge } },
});

export const description = style({ margin: 0, color: vars.color.textMuted });
