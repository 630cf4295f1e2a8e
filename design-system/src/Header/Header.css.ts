import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, mediaQueries, vars } from '@marquee/themes';

const belowDesktop = `screen and (max-width: ${breakpoints.desktop - 0.02}px)`;

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  fontFamily: vars.font.body,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationMedium,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    // catalogue.txt §4 Header: a sticky header stays in the flow (no jump) and pins to the top.
    '&[data-sticky]': { position: 'sticky', top: 0, boxShadow: vars.elevation.medium },
    // Slid out while scrolling down, but back in view as soon as keyboard focus enters it.
    '&[data-hidden]:not(:focus-within)': { transform: 'translateY(-100%)', boxShadow: 'none' },
  },
});

export const variant = styleVariants({
  default: { backgroundColor: vars.color.brandSecondary, color: vars.color.onBrandSecondary },
  light: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderBottom: `1px solid ${vars.color.border}`,
  },
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '4rem',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  // Tight enough for the longest header (nl: six entries, the account and the languages) at 1080 px.
  '@media': { [mediaQueries.desktop]: { flexWrap: 'nowrap', gap: vars.space.medium, paddingInline: vars.space.large } },
});

const focusable = style({
  outline: 'none',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // On the dark header the focus ring takes the inverse colour to stay visible.
    [`${variant.default} &[data-focus-visible]`]: { outlineColor: vars.color.focusRingInverse },
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } } },
  },
});

export const logo = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.75rem',
    color: 'inherit',
    textDecoration: 'none',
  },
]);

export const wordmark = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
});

export const logoImage = style({ display: 'inline-flex', height: '2rem' });
globalStyle(`${logoImage} > svg, ${logoImage} > img`, { height: '100%', width: 'auto' });

/** Below desktop the navigation is a panel under the bar, shown by the menu button. */
export const nav = style({
  display: 'none',
  order: 1,
  flexBasis: '100%',
  selectors: { '&[data-expanded]': { display: 'block' } },
  '@media': {
    [mediaQueries.desktop]: { display: 'block', order: 0, flexBasis: 'auto' },
  },
});

/** The light header's minimal navigation fits on one line at every width. */
export const navInline = style({ display: 'block', marginInlineStart: 'auto' });

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: `0 0 ${vars.space.small}`,
  listStyle: 'none',
  selectors: { [`${navInline} &`]: { flexDirection: 'row', padding: 0, gap: vars.space.xsmall } },
  '@media': {
    [mediaQueries.desktop]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xsmall, padding: 0 },
  },
});

export const navEntry = style({ display: 'flex' });

export const visibility = styleVariants({
  all: {},
  mobile: { '@media': { [mediaQueries.desktop]: { display: 'none' } } },
  desktop: { '@media': { [belowDesktop]: { display: 'none' } } },
});

export const navLink = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    flexGrow: 1,
    minHeight: '2.75rem',
    paddingInline: vars.space.small,
    color: 'inherit',
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    // The active marker is a border, so it keeps showing in forced colours.
    borderBottom: '3px solid transparent',
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: '0.3em' },
      '&[aria-current="page"]': { borderBottomColor: vars.color.brandPrimary },
    },
    '@media': {
      [mediaQueries.desktop]: { paddingInline: vars.space.xsmall },
      '(forced-colors: active)': {
        selectors: { '&[aria-current="page"]': { borderBottomColor: 'CanvasText' } },
      },
    },
  },
]);

export const extraLink = style({ fontWeight: vars.fontWeight.regular });

export const userNav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
});

const buttonReset = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minWidth: '2.75rem',
    minHeight: '2.75rem',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.fontSize.large,
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&[data-hovered]': { backgroundColor: `color-mix(in srgb, currentColor 12%, transparent)` },
      '&[data-pressed]': { backgroundColor: `color-mix(in srgb, currentColor 20%, transparent)` },
    },
    '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
  },
]);

export const iconButton = buttonReset;

export const menuButton = style({ '@media': { [mediaQueries.desktop]: { display: 'none' } } });

/** The language switch pop-in exists below desktop only (member-and-shell.txt §2 Other pop-ins). */
export const languageButton = style([
  buttonReset,
  {
    paddingInline: vars.space.small,
    '@media': { [mediaQueries.desktop]: { display: 'none' } },
  },
]);

/** From desktop up the languages are links in the header; below it the button opens the pop-in. */
export const desktopLanguages = style({
  display: 'none',
  '@media': { [mediaQueries.desktop]: { display: 'block' } },
});
// On the dark header the focus ring takes the inverse colour to stay visible, as on the header's own links.
globalStyle(`${variant.default} ${desktopLanguages} [data-focus-visible]`, {
  outlineColor: vars.color.focusRingInverse,
});

export const languageCode = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});

export const initials = style({
  backgroundColor: vars.color.brandPrimary,
  color: vars.color.onBrandPrimary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

/**
 * Holds the account entry's place while the member's session is not known yet (decision 0037:
 * it settles after hydration): the same box as the icon buttons, so nothing moves when it does.
 */
export const userPlaceholder = style({
  display: 'inline-block',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
});
