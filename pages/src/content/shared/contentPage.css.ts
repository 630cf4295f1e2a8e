import { globalStyle, style } from '@vanilla-extract/css';
import { vars, wrapWords } from '@marquee/themes';

/** The one page layout (the design system's, decision 0062); below, what only the content pages draw. */
export {
  cardGrid as grid,
  pageColumn as page,
  pageHeader as header,
  pageLead as lead,
  pageSection as section,
  pageTitle as title,
  plainList as list,
  sectionTitle,
} from '@marquee/design-system/page-column.css';

export const meta = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, margin: 0 });

/** Readable running text: the CMS text as paragraphs. */
export const prose = style({
  display: 'grid',
  gap: vars.space.small,
  maxWidth: '48rem',
  lineHeight: vars.lineHeight.relaxed,
});
globalStyle(`${prose} > p`, { margin: 0 });

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
