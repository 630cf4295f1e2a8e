import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** Story frames only: a link is shown inside running text, and on a dark surface for the inverse tone. */
export const paragraph = style({ margin: 0, maxWidth: '40ch' });

export const inverseSurface = style({
  display: 'inline-block',
  padding: vars.space.small,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});
