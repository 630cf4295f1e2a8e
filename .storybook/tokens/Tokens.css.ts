import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const page = style({ padding: vars.space.large, maxWidth: '90rem' });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  marginBottom: vars.space.xlarge,
  fontSize: vars.fontSize.small,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const value = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const swatch = style({
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderControl}`,
  flexShrink: 0,
});

export const shape = style({
  width: '2.5rem',
  height: '2rem',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderControl}`,
  flexShrink: 0,
});
