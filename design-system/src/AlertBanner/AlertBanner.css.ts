import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderInlineStart: '4px solid',
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.normal,
  '@media': {
    // The tinted background disappears in forced colours: a full border keeps the banner's edge.
    '(forced-colors: active)': { border: '1px solid CanvasText', borderInlineStartWidth: '4px' },
  },
});

export const level = styleVariants({
  warning: {
    backgroundColor: vars.color.warningSoft,
    color: vars.color.onWarningSoft,
    borderColor: vars.color.warning,
  },
  info: { backgroundColor: vars.color.infoSoft, color: vars.color.onInfoSoft, borderColor: vars.color.info },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, paddingBlockStart: vars.space.xxsmall });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minWidth: 0,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const subtitle = style({ fontSize: vars.fontSize.small });

globalStyle(`${subtitle} p`, { margin: 0 });

globalStyle(`${subtitle} a`, { color: 'inherit', textDecoration: 'underline' });

export const action = style({
  alignSelf: 'flex-start',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
