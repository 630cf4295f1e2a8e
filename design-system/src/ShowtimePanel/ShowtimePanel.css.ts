import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const show = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const poster = style({ flexShrink: 0, width: '6rem' });

export const showText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
});

export const cinema = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const when = style({ margin: 0 });

export const time = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
});

export const versionExplanation = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column' });

export const term = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const noteIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.info, fontSize: '1.25em' });

export const special = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.card,
  borderInlineStart: `4px solid ${vars.color.info}`,
  backgroundColor: vars.color.infoSoft,
  color: vars.color.onInfoSoft,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const specialBanner = style({
  display: 'block',
  maxWidth: '100%',
  height: '3rem',
  objectFit: 'contain',
  objectPosition: 'left',
});

export const specialTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const specialDescription = style({ margin: 0, fontSize: vars.fontSize.small });

export const explanations = style({ display: 'flex', flexDirection: 'column' });

export const explanationsHeading = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const disclosure = style({ borderBottom: `1px solid ${vars.color.border}` });

export const disclosureHeading = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.xsmall} ${vars.space.xxsmall}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});

export const chevron = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationMedium,
  transitionTimingFunction: vars.motion.easingStandard,
});

globalStyle(`${disclosure}[data-expanded] ${chevron}`, { transform: 'rotate(180deg)' });

export const disclosurePanel = style({ overflow: 'hidden' });

export const explanationText = style({
  margin: 0,
  padding: `0 ${vars.space.xxsmall} ${vars.space.small}`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.relaxed,
});

/** Book now stays at hand at the bottom of a scrolling panel. */
export const actions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  backgroundColor: vars.color.surface,
});

export const bookLabel = style({ display: 'inline-flex', alignItems: 'center' });
