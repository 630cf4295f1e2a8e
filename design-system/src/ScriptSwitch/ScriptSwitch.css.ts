import { style } from '@vanilla-extract/css';

/**
 * The `scripting` media feature decides which rendering shows; the wrappers add no box of their own.
 * A browser that does not know the feature shows the scripted rendering.
 */
export const scripted = style({ display: 'contents', '@media': { '(scripting: none)': { display: 'none' } } });
export const plain = style({ display: 'none', '@media': { '(scripting: none)': { display: 'contents' } } });
