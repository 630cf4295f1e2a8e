import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
  maxWidth: '40rem',
});

export const searchField = style({ flex: '1 1 16rem', minWidth: 0 });
