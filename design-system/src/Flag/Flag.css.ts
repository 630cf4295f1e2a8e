import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/**
 * catalogue.txt §3 Flag colours by number: 1 green, 2 yellow, 3 grey, 4 red, 5 blue, each with its
 * legible text colour. Flag, Badge and TagBadge build their classes from this one table, each after
 * its own base rule so the colour wins.
 */
export const flagPalette = {
  1: { fill: vars.color.flag1, on: vars.color.onFlag1 },
  2: { fill: vars.color.flag2, on: vars.color.onFlag2 },
  3: { fill: vars.color.flag3, on: vars.color.onFlag3 },
  4: { fill: vars.color.flag4, on: vars.color.onFlag4 },
  5: { fill: vars.color.flag5, on: vars.color.onFlag5 },
};

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

export const flagFill = styleVariants(flagPalette, ({ fill, on }) => ({ backgroundColor: fill, color: on }));
