import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';
import { flagFill } from '../Flag/Flag.css.ts';

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
  flag1: [flagFill[1]],
  flag2: [flagFill[2]],
  flag3: [flagFill[3]],
  flag4: [flagFill[4]],
  flag5: [flagFill[5]],
});

export const size = styleVariants({
  small: { padding: `0 ${vars.space.xsmall}`, fontSize: vars.fontSize.xsmall },
  medium: { padding: `${vars.space.xxsmall} ${vars.space.small}`, fontSize: vars.fontSize.small },
});
