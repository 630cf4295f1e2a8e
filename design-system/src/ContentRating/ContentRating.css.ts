import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const root = style({
  display: 'grid',
  gap: vars.space.xsmall,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, margin: 0 });

export const label = style({ fontWeight: vars.fontWeight.bold });

const markBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2rem',
  height: '2rem',
  padding: `0 ${vars.space.xsmall}`,
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.small,
  lineHeight: 1,
  '@media': {
    '(forced-colors: active)': { border: '2px solid CanvasText' },
  },
});

/** CSA (France): the round age mark; Cinecheck (Netherlands): the square age mark. */
export const mark = styleVariants({
  csa: [
    markBase,
    { borderRadius: vars.radius.full, backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
  ],
  cinecheck: [
    markBase,
    { borderRadius: vars.radius.small, backgroundColor: vars.color.brandSecondary, color: vars.color.onBrandSecondary },
  ],
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const pictograms = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pictogram = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

globalStyle(`${pictogram} svg`, { width: '1.25rem', height: '1.25rem' });

export const warning = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderInlineStart: `3px solid ${vars.color.warning}`,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.onWarningSoft,
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

globalStyle(`${warning} svg`, { marginTop: '0.2em', color: vars.color.warning });
