import { style } from '@vanilla-extract/css';
import { vars, wrapWords } from '@marquee/themes';

/** Every state of a page's part without its data: a message, then at most one action under it. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.textMuted,
});

/** A failed call stands out from the page around it. */
export const error = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.onDangerSoft,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const message = style({ margin: 0, lineHeight: vars.lineHeight.normal, ...wrapWords });
