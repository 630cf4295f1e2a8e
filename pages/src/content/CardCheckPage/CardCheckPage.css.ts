import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const form = style({ display: 'grid', gap: vars.space.medium, maxWidth: '28rem' });

/** Live regions stay in the page even when empty, so their first message is announced. */
export const result = style({ display: 'grid', gap: vars.space.medium, maxWidth: '40rem' });

export const facts = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const fact = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
globalStyle(`${fact} > dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${fact} > dd`, { margin: 0 });
