import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars, wrapWords } from '@marquee/themes';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

/** A banner that keeps the backdrop's 16:9 box on mobile and a bounded, centre-cropped strip on wider screens. */
export const backdrop = style({
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  '@media': {
    [mediaQueries.desktop]: { maxHeight: '26rem' },
  },
});

/** Mobile: poster and details stacked. Desktop: poster beside the details. */
export const content = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  padding: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: '12rem minmax(0, 1fr)',
      gap: vars.space.large,
      padding: vars.space.large,
    },
    [mediaQueries.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space.xlarge },
  },
});

export const poster = style({
  width: '8rem',
  '@media': {
    [mediaQueries.tablet]: { width: '100%', marginBlockStart: `calc(-1 * ${vars.space.xxlarge})` },
  },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
  ...wrapWords,
  '@media': {
    [mediaQueries.desktop]: { fontSize: vars.fontSize.display },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
globalStyle(`${facts} dd`, { margin: 0 });

/** The synopsis keeps the line breaks the text arrives with. */
export const synopsis = style({
  margin: 0,
  maxWidth: '65ch',
  whiteSpace: 'pre-line',
  lineHeight: vars.lineHeight.relaxed,
});

export const feelings = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const feeling = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '2.75rem',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `2px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': {
      backgroundColor: vars.color.brandSecondary,
      borderColor: vars.color.brandSecondary,
      color: vars.color.onBrandSecondary,
    },
    '&[data-selected][data-hovered]': { backgroundColor: vars.color.brandSecondaryHover },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        '&[data-selected]': { backgroundColor: 'Highlight', color: 'HighlightText', borderColor: 'Highlight' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

export const count = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
