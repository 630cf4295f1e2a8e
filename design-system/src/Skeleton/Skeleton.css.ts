import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const root = style({ display: 'block', width: '100%' });

export const bone = style({
  display: 'block',
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.small,
  // A loop, so it cannot use the motion tokens (they are single transitions); reduced motion stops it.
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    '(forced-colors: active)': { border: '1px solid GrayText' },
  },
});

export const shape = styleVariants({
  text: { height: '0.8em', margin: '0.35em 0', fontSize: vars.fontSize.body },
  block: { height: '8rem', borderRadius: vars.radius.card },
  poster: { aspectRatio: '2 / 3' },
});

/** The last text line is shorter, as a paragraph's usually is. */
export const lastLine = style({ width: '60%' });
