import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { beneluxTokens } from './brands/benelux.ts';
import { defaultTokens } from './brands/default.ts';
import { frTokens } from './brands/fr.ts';
import { vars } from './contract.css.ts';
import { reducedMotion } from './tokens.ts';

/** One class per brand theme; set on <html> (or any element, to theme a subtree). */
export const frTheme = createTheme(vars, frTokens, 'fr');
export const beneluxTheme = createTheme(vars, beneluxTokens, 'benelux');
export const defaultTheme = createTheme(vars, defaultTokens, 'default');

for (const [theme, tokens] of [
  [frTheme, frTokens],
  [beneluxTheme, beneluxTokens],
  [defaultTheme, defaultTokens],
] as const) {
  globalStyle(`.${theme}`, {
    '@media': {
      '(prefers-reduced-motion: reduce)': { vars: assignVars(vars.motion, { ...tokens.motion, ...reducedMotion }) },
    },
  });
}
