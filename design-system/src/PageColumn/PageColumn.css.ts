import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, wrapWords } from '@marquee/themes';

/**
 * The one page layout every page's main region uses (issue 20, decision 0062: left margins changed
 * from page to page on a desktop, 80rem films pages beside 72rem cinema and content pages, three
 * stylesheets of the same title, lead and section): full width on a phone, centred up to 80rem on a
 * large screen. Its inline padding is the header's and the footer's (medium, large from the
 * desktop width on), so up to 80rem the logo, the page's title and the footer's first column start
 * at one left edge.
 */
export const pageColumn = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { [mediaQueries.desktop]: { paddingBlock: vars.space.xlarge, paddingInline: vars.space.large } },
});

/** The page's title and what sits under it (a lead, a date, a label). */
export const pageHeader = style({ display: 'grid', gap: vars.space.small });

/** The page's h1: smaller on a phone, whole words only (issue 20: titles broke mid-word on a phone). */
export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  ...wrapWords,
  '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.title } },
});

/** The sentence or two under a title, at a readable measure. */
export const pageLead = style({
  margin: 0,
  maxWidth: '48rem',
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  whiteSpace: 'pre-line',
});

/** One block of the page under its h2; `minWidth: 0` lets a carousel inside it scroll, not overflow. */
export const pageSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
  ...wrapWords,
  '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.xlarge } },
});

/** Cards side by side, as many 16rem columns as fit. */
export const cardGrid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

/** A list without bullets, its items a little apart. */
export const plainList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.small });

/** Running text of a page: a paragraph, and the same in the muted colour. */
export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.normal, ...wrapWords });
export const mutedParagraph = style([paragraph, { color: vars.color.textMuted }]);
