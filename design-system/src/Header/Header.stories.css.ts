import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** A page tall enough to scroll the header well past a quarter of the window. */
export const tallPage = style({ height: '4000px', margin: 0, padding: vars.space.large });
