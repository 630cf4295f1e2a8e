import type { ReactNode } from 'react';
import { glyph } from './glyphs.css.ts';

/**
 * Inline SVG glyphs the design system draws itself (no sprite request, no icon font).
 * Every glyph is decorative: the component that shows it carries the accessible text.
 */
function Glyph({ children, viewBox = '0 0 24 24' }: { children: ReactNode; viewBox?: string }) {
  return (
    <svg className={glyph} viewBox={viewBox} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** "Opens in a new tab / another site". */
export function ExternalGlyph() {
  return (
    <Glyph>
      <path
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Glyph>
  );
}

export function HeartGlyph() {
  return (
    <Glyph>
      <path d="M12 20.5 3.9 12.7a5 5 0 0 1 0-7.1 5 5 0 0 1 7.1 0l1 1 1-1a5 5 0 0 1 7.1 7.1Z" fill="currentColor" />
    </Glyph>
  );
}

export function StarGlyph() {
  return (
    <Glyph>
      <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9Z" fill="currentColor" />
    </Glyph>
  );
}

export function WarningGlyph() {
  return (
    <Glyph>
      <path d="M12 3 1.8 20.5h20.4Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 9.5v5M12 17v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Glyph>
  );
}

/** Information (the info alert level). */
export function InfoGlyph() {
  return (
    <Glyph viewBox="0 0 20 20">
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <path d="M10 9v5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      <circle cx="10" cy="6" r="1" fill="currentColor" />
    </Glyph>
  );
}

/** An error message's mark, so the error shows by shape as well as colour (WCAG 1.4.1). */
export function ErrorGlyph() {
  return (
    <Glyph viewBox="0 0 16 16">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5v4.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      <circle cx="8" cy="11.5" r="1" fill="currentColor" />
    </Glyph>
  );
}

/** The close cross of pop-ins and alert banners; the button carries the name. */
export function CloseGlyph() {
  return (
    <Glyph viewBox="0 0 16 16">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </Glyph>
  );
}

/** The poster/backdrop placeholder: a strip of film. */
export function FilmGlyph() {
  return (
    <Glyph>
      <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M7 4v16M17 4v16M3 9h4M3 15h4M17 9h4M17 15h4" stroke="currentColor" strokeWidth="2" />
    </Glyph>
  );
}

/**
 * Cinecheck content pictograms (real-api.md: refs vio, angoisse, language, drogue, sexe, discri).
 * Drawn as simple shapes; the visible label next to each one carries the meaning.
 */
const cinecheckPaths: Record<string, ReactNode> = {
  vio: <path d="M4 20 20 4M14 4h6v6M4 14v6h6" fill="none" stroke="currentColor" strokeWidth="2" />,
  angoisse: (
    <>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="9" cy="10" r="1.5" fill="currentColor" />
      <circle cx="15" cy="10" r="1.5" fill="currentColor" />
      <ellipse cx="12" cy="16" rx="2" ry="2.5" fill="currentColor" />
    </>
  ),
  language: (
    <path
      d="M4 5h16v11H9l-5 4Z M8 9h1M12 9h1M16 9h1"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  drogue: (
    <>
      <rect x="3" y="9" width="18" height="6" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 9v6" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  sexe: (
    <>
      <circle cx="9" cy="14" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13 10l6-6M15 4h4v4" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  discri: (
    <>
      <circle cx="8" cy="8" r="3" fill="currentColor" />
      <circle cx="16" cy="8" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 20a5 5 0 0 1 10 0M11 20a5 5 0 0 1 10 0" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
};

export function CinecheckGlyph({ code }: { code: string }) {
  return (
    <Glyph>
      {cinecheckPaths[code.toLowerCase()] ?? (
        <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
    </Glyph>
  );
}

/** The outline stroke most glyphs share. */
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

// Header and search.

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

/** The "back to all results" arrow. */
export function BackGlyph() {
  return (
    <Glyph>
      <path d="M20 12H5M11 5l-7 7 7 7" {...stroke} />
    </Glyph>
  );
}

/** A favourite toggle that is off: the heart outline (the filled HeartGlyph marks it on). */
export function HeartOutlineGlyph() {
  return (
    <Glyph>
      <path d="M12 20.5 3.9 12.7a5 5 0 0 1 0-7.1 5 5 0 0 1 7.1 0l1 1 1-1a5 5 0 0 1 7.1 7.1Z" {...stroke} />
    </Glyph>
  );
}

/** Past searches in the history list. */
export function ClockGlyph() {
  return (
    <Glyph>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="M12 7v5l3 3" {...stroke} />
    </Glyph>
  );
}

/** "Use my position": a crosshair on the user's location. */
export function PositionGlyph() {
  return (
    <Glyph>
      <circle cx="12" cy="12" r="7" {...stroke} />
      <circle cx="12" cy="12" r="2.5" fill="currentColor" />
      <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3" {...stroke} />
    </Glyph>
  );
}

// Feelings and trailer (ShowHero).

function Face({ mouth }: { mouth: string }) {
  return (
    <Glyph>
      <circle cx="12" cy="12" r="9.5" {...stroke} />
      <circle cx="9" cy="10" r="1.3" fill="currentColor" />
      <circle cx="15" cy="10" r="1.3" fill="currentColor" />
      <path d={mouth} {...stroke} />
    </Glyph>
  );
}

export function DisappointedGlyph() {
  return <Face mouth="M8 16.5q4-3 8 0" />;
}

export function LikedGlyph() {
  return <Face mouth="M8 14q4 3.5 8 0" />;
}

/** "I want to see it": a bookmark with a plus. */
export function WishlistGlyph() {
  return (
    <Glyph>
      <path d="M6 3h12v18l-6-4-6 4Z" {...stroke} />
      <path d="M12 7v6M9 10h6" {...stroke} />
    </Glyph>
  );
}

/** The trailer button's play mark. */
export function PlayGlyph() {
  return (
    <Glyph>
      <path d="M7 4.5v15l12.5-7.5Z" fill="currentColor" />
    </Glyph>
  );
}

// Social networks (Footer): simplified marks; the link text names the network.

export const socialNetworks = ['facebook', 'instagram', 'twitter', 'youtube', 'tiktok', 'linkedin'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const socialGlyphs: Record<SocialNetwork, () => ReactNode> = {
  facebook: () => (
    <Glyph>
      <path
        d="M14.5 21v-8h3l.5-3.5h-3.5V7.7c0-1 .4-1.7 1.8-1.7H18V3a24 24 0 0 0-2.6-.1c-2.7 0-4.4 1.6-4.4 4.5v3.1H8V13h3v8Z"
        fill="currentColor"
      />
    </Glyph>
  ),
  instagram: () => (
    <Glyph>
      <rect x="3" y="3" width="18" height="18" rx="5" {...stroke} />
      <circle cx="12" cy="12" r="4" {...stroke} />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </Glyph>
  ),
  twitter: () => (
    <Glyph>
      <path d="M4 3.5h4.5L20 20.5h-4.5Z" {...stroke} strokeWidth={1.75} />
      <path d="M19.5 3.5 13.6 10M10.4 14 4.5 20.5" {...stroke} strokeWidth={1.75} />
    </Glyph>
  ),
  youtube: () => (
    <Glyph>
      <rect x="2" y="5" width="20" height="14" rx="4" {...stroke} />
      <path d="m10 9 5 3-5 3Z" fill="currentColor" />
    </Glyph>
  ),
  tiktok: () => (
    <Glyph>
      <path d="M13 3v12.5a3.5 3.5 0 1 1-3.5-3.5M13 3c.4 2.6 2.2 4.4 5 4.7" {...stroke} />
    </Glyph>
  ),
  linkedin: () => (
    <Glyph>
      <rect x="3" y="3" width="18" height="18" rx="3" {...stroke} />
      <path d="M8 10.5V16M8 7.5v.5M12 16v-5.5M12 13c0-1.7 1-2.6 2.3-2.6S16.5 11 16.5 13v3" {...stroke} />
    </Glyph>
  ),
};
