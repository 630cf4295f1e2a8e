import { style, styleVariants } from '@vanilla-extract/css';
import { vars, wrapWords } from '@marquee/themes';

/** The card is the positioning box for the title link's overlay, which makes the whole card clickable. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

export const size = styleVariants({
  compact: { gap: vars.space.xsmall, fontSize: vars.fontSize.small },
  regular: { gap: vars.space.small, fontSize: vars.fontSize.body },
});

export const media = style({ position: 'relative' });

export const flags = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  ...wrapWords,
});

export const titleSize = styleVariants({
  compact: { fontSize: vars.fontSize.body },
  regular: { fontSize: vars.fontSize.large },
});

/**
 * The title is the card's only link; its ::after overlay stretches over the whole card, so the
 * poster and texts are clickable without nesting interactive elements.
 */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.small,
    },
    // React Aria's states, and the browser's own for a grid the page keeps as the server sent it (Static).
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]::after, &:focus-visible::after': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { textDecoration: 'underline' } } },
    '(forced-colors: active)': {
      color: 'LinkText',
      selectors: { '&[data-focus-visible]::after, &:focus-visible::after': { outlineColor: 'Highlight' } },
    },
  },
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const availability = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  alignItems: 'center',
  fontSize: vars.fontSize.small,
});

export const releaseDate = style({ fontWeight: vars.fontWeight.bold });

export const skeletonBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
