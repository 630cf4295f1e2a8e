import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const panel = style({
  display: 'grid',
  gap: vars.space.medium,
  justifyItems: 'start',
  maxWidth: '40rem',
  paddingBlock: vars.space.xlarge,
});

/** The status number, in the brand colour: a visual anchor that the heading explains. */
export const code = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const links = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.large}`,
});
