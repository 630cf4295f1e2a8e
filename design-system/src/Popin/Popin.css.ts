import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marquee/themes';

const fadeIn = keyframes({ from: { opacity: 0 } });
const riseIn = keyframes({ from: { transform: 'translateY(100%)' } });
const slideInFromEnd = keyframes({ from: { transform: 'translateX(100%)' } });
const growIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });

const enter = (name: string) => `${name} ${vars.motion.durationMedium} ${vars.motion.easingEnter}`;

const overlayBase = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.popin,
  display: 'flex',
  backgroundColor: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: enter(fadeIn) } },
});

export const overlay = styleVariants({
  sheet: [overlayBase, { alignItems: 'flex-end', '@media': { [mediaQueries.tablet]: { justifyContent: 'flex-end' } } }],
  centered: [overlayBase, { alignItems: 'center', justifyContent: 'center', padding: vars.space.medium }],
  fullscreen: [overlayBase],
});

const surface = style({
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  '@media': {
    // Backgrounds and shadows vanish in forced colours: a border keeps the pop-in's edge.
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const modal = styleVariants({
  sheet: [
    surface,
    {
      width: '100%',
      maxHeight: '85dvh',
      borderTopLeftRadius: vars.radius.card,
      borderTopRightRadius: vars.radius.card,
      boxShadow: vars.elevation.high,
      selectors: { '&[data-entering]': { animation: enter(riseIn) } },
      '@media': {
        [mediaQueries.tablet]: {
          width: 'min(28rem, 100%)',
          height: '100%',
          maxHeight: 'none',
          borderRadius: 0,
          selectors: { '&[data-entering]': { animation: enter(slideInFromEnd) } },
        },
      },
    },
  ],
  centered: [
    surface,
    {
      width: 'min(32rem, 100%)',
      maxHeight: '90dvh',
      borderRadius: vars.radius.card,
      boxShadow: vars.elevation.high,
      selectors: { '&[data-entering]': { animation: enter(growIn) } },
    },
  ],
  fullscreen: [surface, { width: '100%', height: '100dvh' }],
});

export const popover = style([
  surface,
  {
    zIndex: vars.zIndex.popin,
    width: 'max-content',
    maxWidth: `min(24rem, calc(100vw - 2 * ${vars.space.medium}))`,
    overflow: 'auto',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.card,
    boxShadow: vars.elevation.medium,
    selectors: { '&[data-entering]': { animation: enter(growIn) } },
  },
]);

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.small}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  padding: `0 ${vars.space.medium} ${vars.space.medium}`,
});
