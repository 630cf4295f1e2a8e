import { style } from '@vanilla-extract/css';

/** One grid cell's width. */
export const slot = style({ width: 'min(20rem, 90vw)' });
