export { vars } from './contract.css.ts';
export { baseTokens, reducedMotion, type ThemeTokens } from './tokens.ts';
export { beneluxTheme, defaultTheme, frTheme } from './themes.css.ts';
export { themeClasses, themeClassForSite } from './siteThemes.ts';
export { themeForSite, themeNames, type ThemeName } from './themeNames.ts';
export { frTokens } from './brands/fr.ts';
export { beneluxTokens } from './brands/benelux.ts';
export { defaultTokens } from './brands/default.ts';
export {
  breakpoints,
  mediaQueries,
  onlyMediaQueries,
  viewportForWidth,
  viewports,
  type Viewport,
} from './breakpoints.ts';
export { contrastFailures, contrastPairs, minimumRatio, type ContrastFailure, type ContrastPair } from './contrast.ts';
export { contrastRatio } from './color.ts';
export { fontStacks } from './fontStacks.ts';
export { wrapWords } from './text.ts';
