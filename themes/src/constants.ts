/**
 * The style-free part of the themes (`@marquee/themes/constants`): breakpoints
 * and the site -> brand theme rule. Safe to import anywhere, Node included,
 * so `data` reads the same table as the CSS.
 */
export {
  breakpoints,
  mediaQueries,
  onlyMediaQueries,
  viewportForWidth,
  viewports,
  type Viewport,
} from './breakpoints.ts';
export { themeForSite, themeNames, type ThemeName } from './themeNames.ts';
