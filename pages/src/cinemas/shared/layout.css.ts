import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** The one page layout (the design system's, decision 0062); below, what only the cinemas pages draw. */
export {
  cardGrid,
  mutedParagraph as muted,
  pageColumn as page,
  pageHeader as intro,
  pageLead as lead,
  pageSection as section,
  pageTitle as title,
  paragraph,
  plainList,
  sectionTitle,
} from '@marquee/design-system/page-column.css';

export const status = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' });
