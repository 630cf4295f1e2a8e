export { vars } from './contract.css.ts';
export { baseTokens, type ThemeTokens } from './tokens.ts';
export { frTheme } from './brands/fr.css.ts';
export { themeClassForSite, type ThemeName } from './siteThemes.ts';
