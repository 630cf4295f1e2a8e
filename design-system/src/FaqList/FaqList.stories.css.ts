import { style } from '@vanilla-extract/css';

/** The footer FAQ block's width. */
export const slot = style({ width: 'min(40rem, 92vw)' });
