import { globalStyle, style } from '@vanilla-extract/css';
import { vars, wrapWords } from '@marquee/themes';
import * as layout from '../shared/layout.css.ts';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/**
 * The season's picture, cropped on wide screens so the programme stays near the top: its frame
 * fills a 16:9 box capped at 24 rem, and the picture covers it from its middle, where the art keeps
 * its words (decision 0061's title-safe band).
 */
export const backdrop = style({
  borderRadius: vars.radius.card,
  overflow: 'hidden',
  aspectRatio: '16 / 9',
  maxHeight: '24rem',
});
globalStyle(`${backdrop} > :first-child`, { aspectRatio: 'auto', height: '100%' });

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const groups = layout.twoColumnList;

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
});

export const groupTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
  ...wrapWords,
});

/** A fieldset without its browser frame: the legend and the showtimes read as one group. */
export const choices = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xsmall, fontWeight: 600, ...wrapWords });

export const times = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, columnGap: vars.space.large });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
});

export const selectedList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  alignSelf: 'stretch',
});

export const selectedItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
