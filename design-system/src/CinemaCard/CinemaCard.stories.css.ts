import { style } from '@vanilla-extract/css';

/** One list column's width. */
export const slot = style({ width: 'min(24rem, 90vw)' });
