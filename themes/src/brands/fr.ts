import { fontStacks } from '../fontStacks.ts';
import { defineTheme } from '../tokens.ts';

/** France: the chain's cinema yellow and black, Montserrat headings, tight corners. */
export const frTokens = defineTheme(
  {
    brandPrimary: '#ffc72c',
    onBrandPrimary: '#141414',
    brandSecondary: '#141414',
    onBrandSecondary: '#ffffff',
    accent: '#1d4ed8',
    onAccent: '#ffffff',
    link: '#1d4ed8',
    focusRing: '#1d4ed8',
    focusRingInverse: '#ffc72c',
  },
  {
    font: { body: fontStacks.inter, heading: fontStacks.montserrat },
    radius: { small: '0.125rem', control: '0.25rem', card: '0.5rem' },
  },
);
