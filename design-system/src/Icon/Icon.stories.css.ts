import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** Story frame only: the sizes side by side, each with its name. */
export const row = style({ display: 'flex', gap: vars.space.large, alignItems: 'flex-end' });

export const sample = style({ display: 'inline-flex', gap: vars.space.xsmall, alignItems: 'center' });
