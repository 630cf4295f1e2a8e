import { beneluxTheme, defaultTheme, frTheme } from './themes.css.ts';

export const themeNames = ['fr', 'benelux', 'default'] as const;
export type ThemeName = (typeof themeNames)[number];

/** member-and-shell.txt §9 Brand theme: fr one, be and nl another, others default. */
export function themeForSite(site: string): ThemeName {
  if (site === 'fr') return 'fr';
  if (site === 'be' || site === 'nl') return 'benelux';
  return 'default';
}

export const themeClasses: Record<ThemeName, string> = {
  fr: frTheme,
  benelux: beneluxTheme,
  default: defaultTheme,
};

/** The class that applies a site's brand theme, for <html>. */
export function themeClassForSite(site: string): string {
  return themeClasses[themeForSite(site)];
}
