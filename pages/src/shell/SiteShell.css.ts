import { style, styleVariants } from '@vanilla-extract/css';
import { onlyMediaQueries, vars } from '@marquee/themes';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
});

/** Off screen until focused, then the first thing on the page. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  insetBlockStart: vars.space.small,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.control,
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
});

export const staleNotice = style({
  margin: 0,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});

export const content = style({ flex: '1 0 auto' });

/**
 * The smart app banner (member §1), one per store: hidden unless the document's head script marked
 * the device's store on <html> (decision 0052), and on mobile only.
 */
export const smartBanner = styleVariants({ apple: 'apple', android: 'android' } as const, (store) => ({
  display: 'none',
  '@media': {
    [onlyMediaQueries.mobile]: {
      selectors: { [`html[data-app-store="${store}"] &`]: { display: 'block' } },
    },
  },
}));

/** member §2 "Footer hidden ... when the smart banner shows". `display: contents` leaves the layout as it was. */
export const footerSlot = style({
  display: 'contents',
  '@media': {
    [onlyMediaQueries.mobile]: {
      selectors: { 'html[data-app-store] &': { display: 'none' } },
    },
  },
});
