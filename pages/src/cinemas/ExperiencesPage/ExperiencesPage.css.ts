import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const technologies = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});

export const technology = style({
  display: 'grid',
  gap: vars.space.xsmall,
  alignContent: 'start',
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.brandPrimary}`,
});

export const technologyTitle = style({ margin: 0, fontSize: vars.fontSize.large });
