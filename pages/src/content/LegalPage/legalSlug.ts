/**
 * The CMS page (GET master-template/pages) that carries a legal page's text, by its slug stem: the
 * stem itself or a language variant of it (`privacy`, `privacy-en`). Null when the site has none.
 */
export function legalSlug(pages: readonly { slug: string }[], stem: string): string | null {
  const exact = pages.find((page) => page.slug === stem);
  if (exact) return exact.slug;
  return pages.find((page) => page.slug.startsWith(`${stem}-`))?.slug ?? null;
}
