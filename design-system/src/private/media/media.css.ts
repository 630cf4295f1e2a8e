import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** The brand's neutral pattern: what an image frame shows while it loads and when its image fails. */
export const mediaPattern = `repeating-linear-gradient(135deg,${vars.color.surfaceSunken} 0 .5rem,${vars.color.surfaceRaised} 0 1rem)`;

/*
 * Every image, whatever component draws it: a broken image renders its ::after (a loaded one
 * never does), so the pattern covers the browser's broken-image icon and alt text in the
 * server's HTML, before any script runs (Chromium, Firefox; Safari shows its broken state until
 * hydration swaps in the component's fallback). `:where` keeps the position below any
 * component's own.
 */
globalStyle(':where(img)', { position: 'relative' });
globalStyle('img::after', { content: '""', position: 'absolute', inset: 0, background: mediaPattern });
