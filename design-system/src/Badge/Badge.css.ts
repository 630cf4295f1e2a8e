import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';
import { flagPalette } from '../Flag/Flag.css.ts';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

/** Feedback tones use the soft fill with its text colour; flag tones the flag colours (catalogue.txt §3). */
export const tone = styleVariants({
  neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
  inverse: { backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
  brand: { backgroundColor: vars.color.brandPrimary, color: vars.color.onBrandPrimary },
  info: { backgroundColor: vars.color.infoSoft, color: vars.color.onInfoSoft, borderColor: vars.color.info },
  success: {
    backgroundColor: vars.color.successSoft,
    color: vars.color.onSuccessSoft,
    borderColor: vars.color.success,
  },
  warning: {
    backgroundColor: vars.color.warningSoft,
    color: vars.color.onWarningSoft,
    borderColor: vars.color.warning,
  },
  danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.onDangerSoft, borderColor: vars.color.danger },
  premium: { backgroundColor: vars.color.tagPremium, color: vars.color.onTagPremium },
  flag1: { backgroundColor: flagPalette[1].fill, color: flagPalette[1].on },
  flag2: { backgroundColor: flagPalette[2].fill, color: flagPalette[2].on },
  flag3: { backgroundColor: flagPalette[3].fill, color: flagPalette[3].on },
  flag4: { backgroundColor: flagPalette[4].fill, color: flagPalette[4].on },
  flag5: { backgroundColor: flagPalette[5].fill, color: flagPalette[5].on },
});

export const size = styleVariants({
  small: { padding: `0 ${vars.space.xsmall}`, fontSize: vars.fontSize.xsmall },
  medium: { padding: `${vars.space.xxsmall} ${vars.space.small}`, fontSize: vars.fontSize.small },
});
