import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const richText = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
});

// The CMS's own elements: only those of the allow-list reach here.
globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} p, ${richText} ul, ${richText} ol`, { marginBlock: vars.space.small });
globalStyle(`${richText} ul, ${richText} ol`, { paddingInlineStart: vars.space.large });
globalStyle(`${richText} a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${richText} a:focus-visible`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.small,
});
