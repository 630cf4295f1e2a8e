import { glyph } from '../private/icons/glyphs.css.ts';

/** The "back to all results" arrow; it points the other way in right-to-left text. */
export function BackGlyph() {
  return (
    <svg className={glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M20 12H5M11 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A favourite toggle that is off: the heart outline (the filled HeartGlyph marks it on). */
export function HeartOutlineGlyph() {
  return (
    <svg className={glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5 3.9 12.7a5 5 0 0 1 0-7.1 5 5 0 0 1 7.1 0l1 1 1-1a5 5 0 0 1 7.1 7.1Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Past searches in the history list. */
export function ClockGlyph() {
  return (
    <svg className={glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
