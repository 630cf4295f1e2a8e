import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const groups = style({ display: 'grid', gap: vars.space.xlarge });
