import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** Label, control and messages stacked; every form control in the system shares this rhythm. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
  '@media': {
    '(forced-colors: active)': { color: 'CanvasText' },
  },
});

export const errorIcon = style({ display: 'inline-flex', flexShrink: 0, marginTop: '0.2em' });
