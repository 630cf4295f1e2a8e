import { style } from '@vanilla-extract/css';

/** Story frames only: the width a poster or backdrop gets from its page layout. */
export const posterSlot = style({ width: '220px' });

export const backdropSlot = style({ width: 'min(90vw, 960px)' });
