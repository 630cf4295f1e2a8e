import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** Story frame only. */
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(5, auto)', gap: vars.space.small });
