import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/**
 * catalogue.txt §3 Flag colours by number: 1 green, 2 yellow, 3 grey, 4 red, 5 blue. Each fill
 * comes with its legible text colour. Shared by Flag, Badge and TagBadge.
 */
export const flagFill = styleVariants({
  1: { backgroundColor: vars.color.flag1, color: vars.color.onFlag1 },
  2: { backgroundColor: vars.color.flag2, color: vars.color.onFlag2 },
  3: { backgroundColor: vars.color.flag3, color: vars.color.onFlag3 },
  4: { backgroundColor: vars.color.flag4, color: vars.color.onFlag4 },
  5: { backgroundColor: vars.color.flag5, color: vars.color.onFlag5 },
});

/** The same colours as a line (border, marker) on a neutral surface. */
export const flagLine = styleVariants({
  1: { borderColor: vars.color.flag1 },
  2: { borderColor: vars.color.flag2 },
  3: { borderColor: vars.color.flag3 },
  4: { borderColor: vars.color.flag4 },
  5: { borderColor: vars.color.flag5 },
});

export const flag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: `0 ${vars.radius.small} ${vars.radius.small} 0`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  '@media': {
    // The fill disappears in forced colours; a border keeps the flag's outline.
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});
