import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';
import { section } from '../shared/layout.css.ts';

export const groups = style({ display: 'grid', gap: vars.space.xlarge });

/** A jump link lands the heading below the sticky header, not under it. */
export const group = style([section, { scrollMarginTop: vars.space.xxlarge }]);

export const jumpLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
});
