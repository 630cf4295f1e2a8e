import { searchQuery } from '../contract/requests.ts';
import type { SearchResult } from '../model/content.ts';

/**
 * member-and-shell.txt §2 "The FAQ results page searches when q is longer than the minimum length"
 * (the value is not shown): the contract's own bound, a non-blank q of at most 200 characters.
 * Returns the trimmed query to search, or null for the empty-query state.
 */
export function faqSearchQuery(q: string | null | undefined): string | null {
  const parsed = searchQuery.safeParse({ q: q ?? '', type: 'faq' });
  return parsed.success ? parsed.data.q : null;
}

/** member-and-shell.txt §2 Search: an FAQ result links to its article by urlSlug, else by id. */
export function faqResultTarget(
  result: Pick<SearchResult, 'urlSlug' | 'slug' | 'id'>,
):
  { kind: 'Faq.ArticleBySlug'; params: { slug: string } } | { kind: 'Faq.ArticleById'; params: { id: string } } | null {
  if (result.urlSlug) return { kind: 'Faq.ArticleBySlug', params: { slug: result.urlSlug } };
  if (result.id) return { kind: 'Faq.ArticleById', params: { id: result.id } };
  return null;
}
