import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, wrapWords } from '@marquee/themes';

/** The page column every page shares (the design system's). */
export { pageColumn as page } from '@marquee/design-system/page-column.css';

export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  ...wrapWords,
  '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.title } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.xlarge } },
});

export const lead = style({ margin: 0, maxWidth: '48rem', color: vars.color.textMuted, whiteSpace: 'pre-line' });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.onDangerSoft,
});

export const alertText = style({ margin: 0 });

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
