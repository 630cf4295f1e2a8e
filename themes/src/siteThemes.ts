import { frTheme } from './brands/fr.css.ts';

export type ThemeName = 'fr';

/**
 * Site code -> the class that applies its brand theme on <html>.
 * Only the French brand exists so far; every site uses it until the
 * benelux and default brands land.
 */
export function themeClassForSite(_site: string): string {
  return frTheme;
}
