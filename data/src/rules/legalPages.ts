/**
 * The chain's legal pages are master-template pages (catalogue.txt §2 "info/{slug}", §7 Master
 * template) whose slugs are translated per language (`privacy`, `privacy-en`); these stems name
 * them. The Cvd page reads `privacy`, GeneralTerms `general-terms`, and the footer's legal links
 * lead to `legal-notice` and, where the site has no GeneralTerms route, `general-terms`.
 */
export const legalPageStems = {
  legalNotice: 'legal-notice',
  termsOfSale: 'general-terms',
  privacy: 'privacy',
} as const;

/**
 * The CMS page (GET master-template/pages) that carries a legal page's text, by its slug stem: the
 * stem itself or a language variant of it (`privacy`, `privacy-en`). Null when the site has none.
 */
export function legalSlug(pages: readonly { slug: string }[], stem: string): string | null {
  const exact = pages.find((page) => page.slug === stem);
  if (exact) return exact.slug;
  return pages.find((page) => page.slug.startsWith(`${stem}-`))?.slug ?? null;
}

/** Whether a master-template slug is one of the legal pages (any language variant of a stem). */
export function isLegalPageSlug(slug: string): boolean {
  return Object.values(legalPageStems).some((stem) => slug === stem || slug.startsWith(`${stem}-`));
}
