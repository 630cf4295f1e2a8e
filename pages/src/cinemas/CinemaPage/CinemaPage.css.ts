import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, wrapWords } from '@marquee/themes';
import { title } from '../shared/layout.css.ts';

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The h1 takes focus back from a pop-in opened by the address: no ring for a programmatic focus. */
export const heading = style([title, { selectors: { '&:focus:not(:focus-visible)': { outline: 'none' } } }]);

/** The name and the member's heart beside it; the heart keeps its size when a long name wraps. */
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const badges = style({ ...listReset, display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const actions = style({ ...listReset, display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const links = style({
  ...listReset,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.large}`,
});

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.normal });

export const alerts = style({ display: 'grid', gap: vars.space.small });

// Schedule
export const days = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const weeks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
});

export const weekLabel = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const weekButton = style({
  minHeight: '1.5rem',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const shows = style({ ...listReset, display: 'grid', gap: vars.space.large });

export const show = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  paddingBottom: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '7rem minmax(0, 1fr)' } },
});

export const showPoster = style({ minWidth: 0 });

export const showBody = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const showTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
  ...wrapWords,
});

// Pushes and cards
export const pushes = style({
  ...listReset,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});

export const push = style({
  display: 'grid',
  alignContent: 'start',
  borderRadius: vars.radius.card,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
});

export const pushBody = style({ display: 'grid', gap: vars.space.xsmall, padding: vars.space.medium });

export const cards = style({
  ...listReset,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

export const card = style({
  display: 'flex',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceRaised,
});

export const cardImage = style({ width: '5rem', flexShrink: 0 });

export const cardBody = style({ display: 'grid', gap: vars.space.xsmall, alignContent: 'start', minWidth: 0 });

export const cardPrice = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

// Practical information and prices
export const infoBlock = style({ display: 'grid', gap: vars.space.small, alignContent: 'start' });

export const popinBody = style({ display: 'grid', gap: vars.space.large });

export const subTitle = style({ margin: 0, fontSize: vars.fontSize.large, ...wrapWords });

export const statistics = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.large });

export const statistic = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  minWidth: '8rem',
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceRaised,
});

export const statisticLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const statisticValue = style({ margin: 0, fontSize: vars.fontSize.xlarge, fontWeight: vars.fontWeight.bold });

export const pricing = style({ display: 'grid', gap: vars.space.medium, maxWidth: '40rem' });

export const priceList = style({ margin: 0, display: 'grid' });

export const priceRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.xsmall} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  ...wrapWords,
});

export const amount = style({ margin: 0, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const termMark = style({ marginInlineStart: vars.space.xxsmall });

export const terms = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const nearby = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});
