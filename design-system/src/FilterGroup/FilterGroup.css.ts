import { globalStyle, style } from '@vanilla-extract/css';
import { onlyMediaQueries, vars, wrapWords } from '@marquee/themes';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/**
 * One sideways-scrolling row on a phone. The row's padding keeps a chip's focus ring (3px, 2px
 * away) inside the scrolled box, and the negative margin keeps the chips where they were.
 */
export const chipsScrollOnPhone = style({
  '@media': {
    [onlyMediaQueries.mobile]: {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      scrollbarWidth: 'none',
      padding: '0.3125rem',
      margin: '-0.3125rem',
    },
  },
});

const chipHeight = '2.25rem';

export const chip = style({
  // The chip holds its visually hidden input, so focusing the input brings the chip into view (a row
  // that scrolls sideways follows the keyboard).
  position: 'relative',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: chipHeight,
  maxWidth: '100%',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderControl}`,
  // A pill on one line; a label that wraps gets rounded corners its lines stay inside, instead of
  // a stadium whose curve they would cross (issue 20).
  borderRadius: `calc(${chipHeight} / 2)`,
  ...wrapWords,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': {
      backgroundColor: vars.color.brandSecondary,
      borderColor: vars.color.brandSecondary,
      color: vars.color.onBrandSecondary,
    },
    '&[data-selected][data-hovered]': { backgroundColor: vars.color.brandSecondaryHover },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        '&[data-selected]': { borderColor: 'Highlight', borderWidth: '3px' },
      },
    },
  },
});

globalStyle(`${chipsScrollOnPhone} > *`, { '@media': { [onlyMediaQueries.mobile]: { flexShrink: 0 } } });

export const tick = style({ width: '0.875rem', height: '0.875rem', display: 'none' });

// A chosen chip also shows a tick, so the state does not rest on colour alone.
globalStyle(`${chip}[data-selected] ${tick}`, { display: 'block' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

const action = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.control,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

export const apply = style([
  action,
  {
    backgroundColor: vars.color.brandPrimary,
    color: vars.color.onBrandPrimary,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.brandPrimaryHover },
      '&[data-pressed]': { backgroundColor: vars.color.brandPrimaryActive },
    },
  },
]);

export const reset = style([
  action,
  {
    backgroundColor: 'transparent',
    color: vars.color.link,
    textDecoration: 'underline',
    selectors: {
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    },
  },
]);

/**
 * The disclosure of what each short name means (issue 20): a link's colour and underline; the
 * browser's own cursor and focus ring (the site's stylesheet is at its 20 KiB budget).
 */
export const summary = style({
  color: vars.color.link,
  textDecoration: 'underline',
});
