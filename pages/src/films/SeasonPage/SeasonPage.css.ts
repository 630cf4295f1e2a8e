import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** The season's picture, cropped on wide screens so the programme stays near the top. */
export const backdrop = style({ borderRadius: vars.radius.card, overflow: 'hidden', maxHeight: '24rem' });
