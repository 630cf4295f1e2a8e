import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** Story frame only. */
export const grid = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, maxWidth: '32rem' });
