import { spriteSheet } from './glyphs.css.ts';

/**
 * A small sprite sheet inlined in the document, for stories and tests only: it stands in for the
 * chain's `sprite.svg` so sprite icons render without a network request (use `sprite=""`).
 */
export function DemoSpriteSheet() {
  return (
    <svg className={spriteSheet} aria-hidden="true" focusable="false">
      <symbol id="search" viewBox="0 0 24 24">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </symbol>
      <symbol id="imax" viewBox="0 0 24 24">
        <rect x="2" y="6" width="20" height="12" rx="2" />
      </symbol>
      <symbol id="wheelchair" viewBox="0 0 24 24">
        <circle cx="11" cy="4" r="2" />
        <path
          d="M11 7v6h6l2 5M11 10H7M8.5 11.5A5 5 0 1 0 15 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </symbol>
      <symbol id="audio-description" viewBox="0 0 24 24">
        <path d="M3 19 9 5h2l6 14h-3l-1.5-4h-5L6 19Zm5.5-6.5h3L10 8Z" />
        <path d="M18 8a6 6 0 0 1 0 8M20.5 6a9 9 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </symbol>
    </svg>
  );
}
