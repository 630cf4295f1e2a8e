import type { ReactNode } from 'react';
import { glyph } from '../private/icons/glyphs.css.ts';

/** The header's own decorative glyphs; every button that shows one carries the accessible name. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg className={glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function SearchGlyph() {
  return (
    <Glyph>
      <circle cx="10.5" cy="10.5" r="6.5" {...stroke} />
      <path d="m15.5 15.5 5 5" {...stroke} />
    </Glyph>
  );
}

export function SignInGlyph() {
  return (
    <Glyph>
      <circle cx="12" cy="8" r="4" {...stroke} />
      <path d="M4 20.5c1.2-4 4.3-6 8-6s6.8 2 8 6" {...stroke} />
    </Glyph>
  );
}

export function MenuGlyph() {
  return (
    <Glyph>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" {...stroke} />
    </Glyph>
  );
}

export function GlobeGlyph() {
  return (
    <Glyph>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" {...stroke} />
    </Glyph>
  );
}
