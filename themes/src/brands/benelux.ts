import { fontStacks } from '../fontStacks.ts';
import { defineTheme } from '../tokens.ts';

/** Belgium and the Netherlands: raspberry on warm white, Figtree, pill buttons and soft cards. */
export const beneluxTokens = defineTheme(
  {
    brandPrimary: '#c8004f',
    onBrandPrimary: '#ffffff',
    brandSecondary: '#1b1f3b',
    onBrandSecondary: '#ffffff',
    accent: '#5a2ca0',
    onAccent: '#ffffff',
    link: '#a3003f',
    focusRing: '#5a2ca0',
    focusRingInverse: '#ff9ecb',
  },
  {
    color: {
      surface: '#fffdfa',
      surfaceRaised: '#f6f1ec',
      surfaceSunken: '#ece5de',
      surfaceInverse: '#1b1f3b',
      text: '#1b1f3b',
      textMuted: '#545872',
      borderControl: '#757a94',
    },
    font: { body: fontStacks.figtree, heading: fontStacks.figtree },
    radius: { small: '0.5rem', control: '999px', card: '1.25rem' },
  },
);
