import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';
import { cardFrame, cardNote, cardTitle, overlayLinkOutside } from '../private/linkedCard.css.ts';

export const card = style({
  ...cardFrame,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  fontSize: vars.fontSize.body,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, flex: 1, minWidth: 0 });

export const title = cardTitle;

/** The name's ::after overlay makes the whole card follow the cinema link (the favourite sits above it). */
export const titleLink = overlayLinkOutside;

export const address = cardNote;

export const addressLine = style({ display: 'block' });

export const mark = style({ margin: 0, display: 'flex' });

export const distance = style({ margin: 0, fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });

export const icons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.large,
});

export const iconItem = style({ display: 'inline-flex' });

/** Above the title link's overlay, so the toggle gets its own clicks. */
export const favourite = style({ position: 'relative', zIndex: 1, flexShrink: 0 });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': { color: vars.color.danger },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'progress', opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'ButtonText',
      selectors: {
        '&[data-selected]': { color: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

// An outlined heart when off, filled when on: the state shows by shape as well as colour (WCAG 1.4.1).
globalStyle(`${toggle} path`, { fill: 'none', stroke: 'currentColor', strokeWidth: 2 });
globalStyle(`${toggle}[data-selected] path`, { fill: 'currentColor' });
