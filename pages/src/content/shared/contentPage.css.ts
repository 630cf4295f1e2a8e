import { globalStyle, style } from '@vanilla-extract/css';
import { pageColumn } from '@marquee/design-system/page-column.css';
import { vars, wrapWords } from '@marquee/themes';

/** The layout every content page shares: one column, readable measure, token spacing only. */

/** The page column every page shares (the design system's), its sections a little closer. */
export const page = style([pageColumn, { gap: vars.space.large }]);

export const header = style({ display: 'grid', gap: vars.space.small });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.title,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  ...wrapWords,
});

export const lead = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  margin: 0,
  maxWidth: '48rem',
});

export const meta = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, margin: 0 });

export const section = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });

export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

/** Readable running text: the CMS text as paragraphs. */
export const prose = style({
  display: 'grid',
  gap: vars.space.small,
  maxWidth: '48rem',
  lineHeight: vars.lineHeight.relaxed,
});
globalStyle(`${prose} > p`, { margin: 0 });

export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.small });

export const card = style({
  backgroundColor: vars.color.surfaceRaised,
  borderRadius: vars.radius.card,
  padding: vars.space.medium,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const cardTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  ...wrapWords,
});

export const cardText = style({ margin: 0, lineHeight: vars.lineHeight.normal, ...wrapWords });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const status = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' });

export const statusText = style({ margin: 0 });

/** A label that keeps its own width at the top of a block. */
export const tag = style({ justifySelf: 'start' });

/** A featured show's card beside an article: a poster's width, not the page's. */
export const featured = style({ width: 'min(100%, 14rem)' });
