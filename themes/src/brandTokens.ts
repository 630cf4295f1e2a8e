/**
 * The brand themes' tokens as plain values (`@marquee/themes/tokens`), for code that styles pages
 * without vanilla-extract: the development sign-in provider (apps/idp) renders its own HTML in
 * Node and writes these into a stylesheet.
 */
import { beneluxTokens } from './brands/benelux.ts';
import { defaultTokens } from './brands/default.ts';
import { frTokens } from './brands/fr.ts';
import type { ThemeName } from './themeNames.ts';
import type { ThemeTokens } from './tokens.ts';

export type { ThemeTokens } from './tokens.ts';

export const brandTokens: Record<ThemeName, ThemeTokens> = {
  fr: frTokens,
  benelux: beneluxTokens,
  default: defaultTokens,
};
