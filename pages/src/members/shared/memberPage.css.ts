import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marquee/themes';

/** The client area's pages (account, bookings): one readable column, token spacing only. */

// Sections and lists as every content page draws them.
export { list, section, sectionTitle } from '../../content/shared/contentPage.css.ts';

export const page = style({
  maxWidth: '56rem',
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
  display: 'grid',
  gap: vars.space.large,
  alignContent: 'start',
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { [mediaQueries.tablet]: { padding: vars.space.xlarge } },
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.title,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal, maxWidth: '48rem' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
