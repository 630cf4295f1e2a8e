import { fontStacks } from '../fontStacks.ts';
import { defineTheme } from '../tokens.ts';

/** Switzerland and the African sites: deep teal and ink, Source Sans 3, square corners. */
export const defaultTokens = defineTheme(
  {
    brandPrimary: '#00756d',
    onBrandPrimary: '#ffffff',
    brandSecondary: '#0f2b2a',
    onBrandSecondary: '#ffffff',
    accent: '#b3261e',
    onAccent: '#ffffff',
    link: '#00665f',
    focusRing: '#b3261e',
    focusRingInverse: '#7fd6cf',
  },
  {
    color: {
      surfaceRaised: '#eff5f4',
      surfaceSunken: '#e1ebea',
      surfaceInverse: '#0f2b2a',
      text: '#0f2b2a',
      textMuted: '#4a5e5c',
      borderControl: '#6c7f7d',
    },
    font: { body: fontStacks.sourceSans3, heading: fontStacks.sourceSans3 },
    radius: { small: '0', control: '0.125rem', card: '0.25rem' },
  },
);
