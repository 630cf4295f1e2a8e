import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';
import { cardGrid } from '../shared/layout.css.ts';

/** The page's card grid with wider cards: a plan's perks and buttons need the room. */
export const plans = style([cardGrid, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))' }]);

export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
});

export const planTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xlarge });

export const price = style({ margin: 0, fontSize: vars.fontSize.title, fontWeight: vars.fontWeight.bold });

export const perks = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xxsmall,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  // The buttons sit at the foot of every card, whatever the length of its perks.
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.small,
});

export const promotion = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.brandPrimary,
  color: vars.color.onBrandPrimary,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

/** A pop-in's content, and the perks' list of terms (its margin reset). */
export const popinBody = style({ display: 'grid', gap: vars.space.large, margin: 0 });

/** The plan pop-in's options and the partners pop-in's cinemas. */
export const options = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.medium });

export const option = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlockEnd: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const optionText = style({ display: 'grid', gap: vars.space.xxsmall, flex: '1 1 12rem' });

/** A partner's, an option's or a perk's name, and an option's quantity. */
export const name = style({ fontWeight: vars.fontWeight.bold });

export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const perkDescription = style({ margin: 0, lineHeight: vars.lineHeight.normal });
