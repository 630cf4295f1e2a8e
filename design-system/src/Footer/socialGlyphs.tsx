import type { ReactNode } from 'react';
import { glyph } from '../private/icons/glyphs.css.ts';

export const socialNetworks = ['facebook', 'instagram', 'twitter', 'youtube', 'tiktok', 'linkedin'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

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

/** Simplified marks of each network; decorative, the link text names the network. */
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
