import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const current = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const currentText = style({ margin: 0 });
