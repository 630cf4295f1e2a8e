import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marquee/themes';

/**
 * The consent banner (decision 0053, amended in stop 35): a box at the foot of the window, the
 * screen's width on a phone and a column at the right from a tablet up. Above the page and its
 * sticky header, under a pop-in's overlay (the search, or the consent preferences it opens), which
 * shades it like the rest of the page.
 */
export const banner = style({
  position: 'fixed',
  insetInline: vars.space.small,
  bottom: vars.space.small,
  zIndex: `calc(${vars.zIndex.overlay} - 1)`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxHeight: `calc(100dvh - 2 * ${vars.space.small})`,
  overflowY: 'auto',
  padding: vars.space.medium,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
  boxShadow: vars.elevation.high,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': {
    [mediaQueries.tablet]: { insetInlineStart: 'auto', bottom: vars.space.medium, width: '24rem' },
    // A browser that runs no script never tracks: nothing to ask.
    '(scripting: none)': { display: 'none' },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
  selectors: {
    // The visitor's choice is stored (the head's script marks it before the first paint): the
    // server's banner stays hidden until the library has read the choice.
    ':root[data-consent-stored] &[data-consent-banner="unknown"]': { display: 'none' },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** Stacked on a phone; from a tablet up, the two equal choices side by side, the preferences under them. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xsmall,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const preferences = style({ display: 'grid', gridColumn: '1 / -1' });
