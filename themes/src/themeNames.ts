/** The brand themes. Plain TypeScript (no styles): `data` imports it through `@marquee/themes/constants`. */
export const themeNames = ['fr', 'benelux', 'default'] as const;
export type ThemeName = (typeof themeNames)[number];

/** member-and-shell.txt §9 Brand theme: fr one, be and nl another, others default. */
export function themeForSite(site: string): ThemeName {
  if (site === 'fr') return 'fr';
  if (site === 'be' || site === 'nl') return 'benelux';
  return 'default';
}
