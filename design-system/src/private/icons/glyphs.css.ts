import { style } from '@vanilla-extract/css';

/** Glyphs follow the surrounding text: 1em square, current colour. */
export const glyph = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  verticalAlign: '-0.125em',
});

/** An inline sprite sheet takes no room; its symbols are drawn where `<use>` points at them. */
export const spriteSheet = style({ position: 'absolute', width: 0, height: 0, overflow: 'hidden' });
