import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const tooltip = style({
  maxWidth: '18rem',
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  boxShadow: vars.elevation.medium,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  zIndex: vars.zIndex.popin,
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingEnter,
  selectors: {
    '&[data-entering]': { opacity: 0, transform: 'translateY(2px)' },
    '&[data-exiting]': { opacity: 0, transitionTimingFunction: vars.motion.easingExit },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.body });

export const description = style({ margin: 0 });

/** The tag picture: a fixed frame, so the tooltip keeps its size while the image loads. */
export const image = style({ borderRadius: vars.radius.small, overflow: 'hidden' });

globalStyle(`${tooltip} > *`, { minWidth: 0 });
