import { style } from '@vanilla-extract/css';

/** The card fills its grid cell; stories give it one cell's width. */
export const regularSlot = style({ width: '14rem' });
export const compactSlot = style({ width: '9rem' });
