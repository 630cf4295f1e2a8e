import { faqListPreview, faqRelatedArticles } from './constants.ts';

/**
 * The help centre's rules (catalogue.txt §2, member-and-shell.txt §1, §4 FAQ, §9), read as
 * docs/decisions/0051-help-centre-and-app-webview.md says.
 */

interface ArticleRef {
  slug: string;
}

/**
 * member §9 "FAQ related articles: 5": the other articles of the article's category first, then
 * the help centre's frequent questions (the footer FAQ), never the article itself nor one twice.
 */
export function relatedFaqArticles<T extends ArticleRef>(
  article: ArticleRef,
  sameCategory: readonly T[],
  frequent: readonly T[] = [],
): T[] {
  const seen = new Set([article.slug]);
  const related: T[] = [];
  for (const candidate of [...sameCategory, ...frequent]) {
    if (related.length === faqRelatedArticles) break;
    if (seen.has(candidate.slug)) continue;
    seen.add(candidate.slug);
    related.push(candidate);
  }
  return related;
}

/**
 * member §4 "FAQ: display-all flags": a help-centre list shows its first `faqListPreview` items
 * and a "display all" control while its flag is off; the flag shows them all. The page keeps the
 * flag per list and drops it on navigation.
 */
export function faqListShown<T>(items: readonly T[], displayAll: boolean): { shown: readonly T[]; hidden: number } {
  if (displayAll || items.length <= faqListPreview) return { shown: items, hidden: 0 };
  return { shown: items.slice(0, faqListPreview), hidden: items.length - faqListPreview };
}

/** The chat service's instruction types that take live chat away (catalogue.txt §1, member §1). */
export const chatHidingInstructions = ['hide_reason_no_agents_available', 'schedule'] as const;

/** Live chat: offered, not offered, or unknown (the check failed or has not answered: member §1, §8). */
export type ChatAvailability = 'offered' | 'unavailable' | 'unknown';

/**
 * member §1 "Live chat is offered only when the chat service reports no instruction of type
 * hide_reason_no_agents_available or schedule"; "if it fails, the chat state stays undefined".
 * A site without its chat desk (chatDeskEnabled, §9) or without the settings' chat data offers none.
 */
export function chatAvailability({
  deskEnabled,
  configured,
  instructions,
}: {
  deskEnabled: boolean;
  configured: boolean;
  /** The check's instructions; undefined while unknown (failed or not asked). */
  instructions: readonly { type?: string | null }[] | undefined;
}): ChatAvailability {
  if (!deskEnabled || !configured) return 'unavailable';
  if (!instructions) return 'unknown';
  const hidden = instructions.some((instruction) =>
    (chatHidingInstructions as readonly (string | null | undefined)[]).includes(instruction.type),
  );
  return hidden ? 'unavailable' : 'offered';
}
