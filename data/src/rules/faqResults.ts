import { searchWordsMaxLength, unprintable } from '../contract/values.ts';
import type { SearchResult } from '../model/content.ts';

/**
 * member-and-shell.txt §2 "The FAQ results page searches when q is longer than the minimum length"
 * (the value is not shown): the contract's own bound (`searchQuery`), a non-blank, printable q of at
 * most 200 characters once trimmed. Returns the trimmed query to search, or null for the
 * empty-query state.
 */
export function faqSearchQuery(q: string | null | undefined): string | null {
  const words = (q ?? '').trim();
  if (words.length === 0 || words.length > searchWordsMaxLength || unprintable.test(q ?? '')) return null;
  return words;
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
