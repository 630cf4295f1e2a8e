import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

const appear = keyframes({ from: { opacity: 0 } });

export const region = style({});

// The next message fades in where the dismissed one was (instant under reduced motion).
globalStyle(`${region} > *`, { animation: `${appear} ${vars.motion.durationMedium} ${vars.motion.easingEnter}` });
