import { style } from '@vanilla-extract/css';
import { vars, wrapWords } from '@marquee/themes';

/**
 * Cards whose title link covers the whole card (CinemaCard, CityCard): the card's frame, the
 * title, and the link whose ::after overlay takes every click on the card.
 */
export const cardFrame = {
  position: 'relative',
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
} as const;

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  ...wrapWords,
});

/** The title link; `focusOffset` places its focus ring outside the card (`2px`) or inside (`-3px`). */
function overlayLink(focusOffset: string) {
  return style({
    color: 'inherit',
    textDecoration: 'none',
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.card },
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-focus-visible]::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: focusOffset },
    },
    '@media': {
      '(forced-colors: active)': {
        color: 'LinkText',
        selectors: { '&[data-focus-visible]::after': { outlineColor: 'Highlight' } },
      },
    },
  });
}

// A .css.ts module exports class names and plain values only: the two offsets the cards use.
/** CinemaCard: the focus ring outside the card. */
export const overlayLinkOutside = overlayLink('2px');
/** CityCard: inside, over its backdrop's edge. */
export const overlayLinkInside = overlayLink('-3px');

export const cardNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
