import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marquee/themes';

/** The push's own colours, when the data gives a valid one (set inline by HeaderPush). */
export const dataBackground = createVar();
export const dataText = createVar();

export const push = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  fontFamily: vars.font.body,
  '@media': {
    [mediaQueries.tablet]: { flexWrap: 'nowrap', gap: vars.space.medium },
    '(forced-colors: active)': { borderBottom: '1px solid CanvasText' },
  },
});

/**
 * Where the colours come from. The focus ring follows the text colour, which is legible on the
 * background by construction, whatever colour the data brings.
 */
export const tone = styleVariants({
  theme: {
    backgroundColor: vars.color.brandSecondary,
    color: vars.color.onBrandSecondary,
    vars: { [vars.color.focusRing]: vars.color.focusRingInverse },
  },
  dataOnLight: {
    backgroundColor: dataBackground,
    color: vars.color.text,
    vars: { [vars.color.focusRing]: vars.color.text },
  },
  dataOnDark: {
    backgroundColor: dataBackground,
    color: vars.color.textInverse,
    vars: { [vars.color.focusRing]: vars.color.textInverse },
  },
  dataText: {
    backgroundColor: dataBackground,
    color: dataText,
    vars: { [vars.color.focusRing]: dataText },
  },
});

/** The backdrop is a thumbnail beside the text (never under it, so the text keeps its contrast). */
export const media = style({
  display: 'none',
  width: '8rem',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  '@media': { [mediaQueries.tablet]: { display: 'block' } },
});

export const logo = style({ height: '2.5rem', width: 'auto', maxWidth: '8rem', objectFit: 'contain', flexShrink: 0 });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const showTitle = style({ margin: 0, fontSize: vars.fontSize.small });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, flexShrink: 0 });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // A shade of whatever the background is: a token-free tint that works on any data colour.
    '&[data-hovered]': { backgroundColor: 'color-mix(in srgb, currentColor 12%, transparent)' },
    '&[data-pressed]': { backgroundColor: 'color-mix(in srgb, currentColor 22%, transparent)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'ButtonText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});
