import { style } from '@vanilla-extract/css';
import { vars, wrapWords } from '@marquee/themes';
import * as layout from '../shared/layout.css.ts';

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

/** The day strip scrolls sideways on a phone rather than wrapping into many rows. */
export const days = style({ minWidth: 0, overflowX: 'auto', paddingBlock: vars.space.xxsmall });

export const localisation = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

/** The native select of the server HTML (before JavaScript): the look of the design system's fields. */
export const nativeField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const nativeLabel = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.small });

export const nativeSelect = style({
  minHeight: '2.75rem',
  minWidth: '16rem',
  maxWidth: '100%',
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const submit = style({
  minHeight: '2.75rem',
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
});

export const cinemas = layout.twoColumnList;

export const cinema = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const cinemaName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
  ...wrapWords,
});

export const address = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.textMuted,
});

export const trailer = style({
  display: 'block',
  width: '100%',
  maxHeight: '80dvh',
  aspectRatio: '16 / 9',
  border: 0,
  backgroundColor: vars.color.text,
});
