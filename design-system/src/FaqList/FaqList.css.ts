import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const answer = style({ fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.relaxed });

// The answer is the CMS's rich text: its own paragraphs and links follow the page's rhythm.
globalStyle(`${answer} > :first-child`, { marginTop: 0 });
globalStyle(`${answer} > :last-child`, { marginBottom: 0 });
globalStyle(`${answer} a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${answer} a:focus-visible`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.small,
});
