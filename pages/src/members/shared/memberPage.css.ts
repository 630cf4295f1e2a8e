import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** The client area's pages (account, bookings): one readable column, token spacing only. */

/** The one page layout (the design system's, decision 0062). */
export {
  pageColumn as page,
  pageTitle as title,
  plainList as list,
  pageSection as section,
  sectionTitle,
} from '@marquee/design-system/page-column.css';

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

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });
