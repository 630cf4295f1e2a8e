import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@marquee/themes';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const viewport = style({
  overflow: 'hidden',
  // Vertical page scroll stays with the browser; Embla takes horizontal drags.
  touchAction: 'pan-y pinch-zoom',
});

export const track = style({
  display: 'flex',
  gap: vars.space.medium,
});

const slideBase = style({ flexShrink: 0, minWidth: 0 });

export const slideSize = styleVariants({
  full: [slideBase, { flexBasis: '100%' }],
  half: [
    slideBase,
    { flexBasis: '80%', '@media': { [mediaQueries.tablet]: { flexBasis: `calc((100% - ${vars.space.medium}) / 2)` } } },
  ],
  poster: [
    slideBase,
    {
      flexBasis: `calc((100% - ${vars.space.medium}) / 2)`,
      '@media': {
        [mediaQueries.tablet]: { flexBasis: `calc((100% - 3 * ${vars.space.medium}) / 4)` },
        [mediaQueries.desktop]: { flexBasis: `calc((100% - 5 * ${vars.space.medium}) / 6)` },
      },
    },
  ],
});

export const controls = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `2px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: { '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' } },
    },
  },
});
