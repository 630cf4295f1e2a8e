import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  verticalAlign: 'middle',
  color: 'inherit',
});

/** Icon sizes follow the type scale, so an icon sits at the size of the text it goes with. */
export const size = styleVariants({
  inline: { height: '1em', width: '1em' },
  small: { height: vars.fontSize.body, width: vars.fontSize.body },
  medium: { height: vars.fontSize.xlarge, width: vars.fontSize.xlarge },
  large: { height: vars.fontSize.title, width: vars.fontSize.title },
});

export const type = styleVariants({
  sprite: { fill: 'currentColor' },
  img: { objectFit: 'contain' },
  // A short text glyph ("3D", "VO"): boxed, its letters scaled to the icon height.
  text: {
    width: 'auto',
    paddingLeft: '0.2em',
    paddingRight: '0.2em',
    border: '1.5px solid currentColor',
    borderRadius: vars.radius.small,
    fontWeight: vars.fontWeight.heavy,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    letterSpacing: '0.02em',
  },
});

/** The text glyph's letters are about half its height, whatever the size. */
export const textSize = styleVariants({
  inline: { fontSize: '0.6em' },
  small: { fontSize: `calc(${vars.fontSize.body} * 0.6)` },
  medium: { fontSize: `calc(${vars.fontSize.xlarge} * 0.6)` },
  large: { fontSize: `calc(${vars.fontSize.title} * 0.6)` },
});
