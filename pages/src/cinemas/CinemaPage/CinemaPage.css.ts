import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

export const links = style({
  ...listReset,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.large}`,
});

export const statistics = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.large });

export const statistic = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  minWidth: '8rem',
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceRaised,
});

export const statisticLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const statisticValue = style({ margin: 0, fontSize: vars.fontSize.xlarge, fontWeight: vars.fontWeight.bold });

export const films = style({
  ...listReset,
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});

export const services = style({
  ...listReset,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const service = style({
  display: 'grid',
  gap: vars.space.xsmall,
  alignContent: 'start',
  padding: vars.space.medium,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceRaised,
});

export const serviceTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const subTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const nearby = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});
