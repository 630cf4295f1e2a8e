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

/** A control only scripts can run: rendered for every browser that runs them, before and after hydration (decision 0021). */
export const scriptOnly = style({ '@media': { '(scripting: none)': { display: 'none' } } });
