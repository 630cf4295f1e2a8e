import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const backdrop = style({ borderRadius: vars.radius.card, overflow: 'hidden' });
