import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';
import { mediaPattern } from '../private/media/media.css.ts';

/**
 * The frame reserves the image's box before any byte arrives (aspect-ratio on a block that fills
 * its container's width), so loading never shifts the layout.
 */
export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  containerType: 'inline-size',
  background: mediaPattern,
  color: vars.color.textMuted,
});

export const shape = styleVariants({
  poster: { aspectRatio: '2 / 3', borderRadius: vars.radius.small },
  backdrop: { aspectRatio: '16 / 9' },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.title,
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

/** A poster's fallback: the show's title in the theme's heading type on the brand's surface. */
export const titled = style([
  placeholder,
  {
    padding: '12%',
    background: vars.color.brandSecondary,
    color: vars.color.onBrandSecondary,
    // Sized by the frame's width (it is the query container), from a 3rem thumbnail to a hero's poster.
    font: `${vars.fontWeight.bold} clamp(.5rem,9cqi,1.5rem)/${vars.lineHeight.tight} ${vars.font.heading}`,
    textAlign: 'center',
    textTransform: 'uppercase',
    overflowWrap: 'anywhere',
  },
]);

globalStyle(`${placeholder} svg`, { width: '25%', height: 'auto', minWidth: '1.5rem', maxWidth: '4rem' });
