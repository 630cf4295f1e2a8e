import { HeartGlyph } from '../private/icons/glyphs.tsx';
import { glyph } from '../private/icons/glyphs.css.ts';

/** Decorative marks for the hero's buttons; each button's text carries the meaning. */
function Face({ mouth }: { mouth: string }) {
  return (
    <svg className={glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="9" cy="10" r="1.3" fill="currentColor" />
      <circle cx="15" cy="10" r="1.3" fill="currentColor" />
      <path d={mouth} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function DisappointedGlyph() {
  return <Face mouth="M8 16.5q4-3 8 0" />;
}

export function LikedGlyph() {
  return <Face mouth="M8 14q4 3.5 8 0" />;
}

export const LovedGlyph = HeartGlyph;

/** "I want to see it": a bookmark with a plus. */
export function WishlistGlyph() {
  return (
    <svg className={glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 3h12v18l-6-4-6 4Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 7v6M9 10h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The trailer button's play mark. */
export function PlayGlyph() {
  return (
    <svg className={glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 4.5v15l12.5-7.5Z" fill="currentColor" />
    </svg>
  );
}
