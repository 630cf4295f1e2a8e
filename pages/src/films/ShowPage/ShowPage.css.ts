import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** The hero runs the full width; the sections below sit in the page column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  color: vars.color.text,
});
