/**
 * The pages, by area: import them from their subpath so each route of the site bundles only its
 * own page (`@marquee/pages/films`, `/cinemas`, `/content`, `/members`, `/shell`), the contract from
 * `@marquee/pages/page` and the strings from `@marquee/pages/i18n`.
 */
export { cinemasPages } from './cinemas/index.ts';
export { contentPages } from './content/index.ts';
export { filmsPages } from './films/index.ts';
export { membersPages } from './members/index.ts';
export { defaultLayout, redirectSlugOf, type PageCall, type PageContext, type PageDefinition } from './page.ts';
export { SiteShell, shellCalls } from './shell/index.ts';
