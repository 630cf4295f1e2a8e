import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/** Story-only layout: the links and the "navigated to" read-out, one under the other. */
export const demo = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start' });
