import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** Story-only layout: the locale's name above its calendar. */
export const demo = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start' });
