import { style } from '@vanilla-extract/css';
import { mediaQueries, onlyMediaQueries, vars } from '@marquee/themes';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
  // The header's and the page column's inline padding: one left edge down the page.
  '@media': { [mediaQueries.desktop]: { paddingInline: vars.space.large } },
});

/** member-and-shell.txt §2 Footer: accordions on small screens only. */
export const accordionColumns = style({ '@media': { [mediaQueries.tablet]: { display: 'none' } } });

export const plainColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.large,
  '@media': { [onlyMediaQueries.mobile]: { display: 'none' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const columnTitle = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const focusRing = {
  '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
} as const;

/** The browser's own states, for the link lists the page keeps as the server sent them (Static). */
const keptLinkRing = {
  '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
} as const;

/** Links and link-like buttons (cookie preferences) share one look; at least 24 px tall (WCAG 2.5.8). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    ...focusRing,
    ...keptLinkRing,
    '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
    },
    '(forced-colors: active)': {
      color: 'LinkText',
      selectors: { '&[data-focus-visible], &:focus-visible': { outlineColor: 'Highlight' } },
    },
  },
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
});

/** Language buttons and social links: stacked on phones, one row from desktop up. */
export const bottomRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': {
    [mediaQueries.desktop]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.large },
  },
});

/** The legal links and the copyright: a wrapping row, the copyright at the end from desktop up. */
export const legalBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': {
    [mediaQueries.desktop]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.large },
  },
});

export const legalList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style([
  link,
  {
    gap: vars.space.xsmall,
    minHeight: '2.75rem',
    paddingInline: vars.space.xsmall,
    fontSize: vars.fontSize.small,
  },
]);

export const copyright = style({
  margin: 0,
  color: vars.color.textMuted,
  '@media': { [mediaQueries.desktop]: { marginInlineStart: 'auto' } },
});
