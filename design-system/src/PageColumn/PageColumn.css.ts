import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marquee/themes';

/**
 * The one page column every page's main region uses (issue 20: left margins changed from page to
 * page on a desktop, 80rem films pages beside 72rem cinema and content pages): full width on a
 * phone, centred up to 80rem on a large screen. Its inline padding is the header's and the footer's
 * (medium, large from the desktop width on), so up to 80rem the logo, the page's title and the
 * footer's first column start at one left edge.
 */
export const pageColumn = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { [mediaQueries.desktop]: { paddingBlock: vars.space.xlarge, paddingInline: vars.space.large } },
});
