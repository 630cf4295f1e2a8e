import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marquee/themes';

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

/** An event's name: the page column's section title (decision 0062). */
export { sectionTitle as title } from '@marquee/design-system/page-column.css';

export const description = style({ margin: 0, color: vars.color.textMuted });
