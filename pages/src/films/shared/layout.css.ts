import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marquee/themes';

/** The one page layout (the design system's, decision 0062); below, what only the films pages draw. */
export {
  pageColumn as page,
  pageLead as lead,
  pageSection as section,
  pageTitle,
  sectionTitle,
} from '@marquee/design-system/page-column.css';

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const status = style({ margin: 0, color: vars.color.textMuted });

/**
 * Poster grid: two posters side by side on a 375 px phone, three on a tablet, five on a desktop and
 * six from 1440 px. `posterSizes` below tells the browser the same widths.
 */
export const showGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.medium,
  rowGap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', columnGap: vars.space.large },
    [mediaQueries.large]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const gridItem = style({ minWidth: 0 });

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A list of cards, one column on phones and tablets, two from desktop (cinemas of a film, a season's groups). */
export const twoColumnList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
