import { beneluxTheme, defaultTheme, frTheme } from './themes.css.ts';
import { themeForSite, type ThemeName } from './themeNames.ts';

export const themeClasses: Record<ThemeName, string> = {
  fr: frTheme,
  benelux: beneluxTheme,
  default: defaultTheme,
};

/** The class that applies a site's brand theme, for <html>. */
export function themeClassForSite(site: string): string {
  return themeClasses[themeForSite(site)];
}
