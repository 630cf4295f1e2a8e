import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marquee/themes';

const fadeIn = keyframes({ from: { opacity: 0 } });
const growIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });
const enter = (name: string) => `${name} ${vars.motion.durationMedium} ${vars.motion.easingEnter}`;

const overlayBase = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.authOverlay,
  display: 'flex',
  selectors: { '&[data-entering]': { animation: enter(fadeIn) } },
});

export const overlay = styleVariants({
  // The whole screen is the sign-in's: the page behind is not shown.
  fullscreen: [overlayBase, { backgroundColor: vars.color.surface }],
  // The page stays in view, dimmed, behind a card sized for the provider's form.
  centered: [
    overlayBase,
    {
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: vars.color.overlay,
      '@media': { [mediaQueries.tablet]: { padding: vars.space.medium } },
    },
  ],
});

const surface = style({
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const modal = styleVariants({
  fullscreen: [surface, { width: '100%', height: '100dvh' }],
  centered: [
    surface,
    {
      width: '100%',
      height: '100dvh',
      selectors: { '&[data-entering]': { animation: enter(growIn) } },
      '@media': {
        [mediaQueries.tablet]: {
          width: 'min(30rem, 100%)',
          height: 'min(42rem, 100%)',
          borderRadius: vars.radius.card,
          boxShadow: vars.elevation.high,
          overflow: 'hidden',
        },
      },
    },
  ],
});

// The dialog column and its title are a pop-in's (Popin), so the overlay reads as one of them.
export { dialog, title } from '../Popin/Popin.css.ts';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const frameBox = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
});

export const frame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
  backgroundColor: vars.color.surface,
  selectors: { '&[data-loading]': { visibility: 'hidden' } },
});

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  color: vars.color.textMuted,
});
