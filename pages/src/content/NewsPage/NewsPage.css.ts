import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** The article-type filter: chips as the design system's filter groups draw them, as links (the page's one gap below). */
export const filterList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const filterLink = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceRaised },
    '&[data-active]': {
      backgroundColor: vars.color.brandSecondary,
      borderColor: vars.color.brandSecondary,
      color: vars.color.onBrandSecondary,
    },
    '&[data-active]:hover': { backgroundColor: vars.color.brandSecondaryHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'LinkText',
      selectors: { '&[data-active]': { borderColor: 'Highlight', borderWidth: '3px' } },
    },
  },
});
