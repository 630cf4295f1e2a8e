import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';
import { cardFrame, cardNote, cardTitle, overlayLinkInside } from '../private/linkedCard.css.ts';

export const card = style({
  ...cardFrame,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
});

export const title = cardTitle;

/** The city name's ::after overlay makes the whole card follow the link. */
export const titleLink = overlayLinkInside;

export const count = cardNote;
