import { style } from '@vanilla-extract/css';

/** Story frame only: the width a card or column gives the skeleton. */
export const slot = style({ width: '240px' });
