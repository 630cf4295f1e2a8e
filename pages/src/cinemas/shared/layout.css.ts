import { style } from '@vanilla-extract/css';
import { vars, wrapWords } from '@marquee/themes';

/** The layout every page of the cinemas area shares: one column, token spacing, no raw colours. */

/** The page column every page shares (the design system's). */
export { pageColumn as page } from '@marquee/design-system/page-column.css';

export const intro = style({ display: 'grid', gap: vars.space.small });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.title,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  ...wrapWords,
});

export const lead = style({ fontSize: vars.fontSize.large, margin: 0 });

export const section = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });

export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.normal, ...wrapWords });

export const muted = style([paragraph, { color: vars.color.textMuted }]);

export const cardGrid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const plainList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const status = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' });
