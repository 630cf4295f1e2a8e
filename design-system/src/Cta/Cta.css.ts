import { style } from '@vanilla-extract/css';

/** Keeps the label and the new-tab glyph on one centred line inside the button shape. */
export const label = style({ display: 'inline-flex', alignItems: 'center' });
