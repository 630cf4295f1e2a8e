import { homeNewsPushes, seasonSeoDescriptionLength } from './constants.ts';
import { err, ok, type Result } from './result.ts';

/** member §3 Footer FAQ: questions lacking a title or a description are dropped. */
export function footerFaqQuestions<T extends { title?: string | null; description?: string | null }>(
  questions: readonly T[],
): T[] {
  return questions.filter((question) => Boolean(question.title?.trim()) && Boolean(question.description?.trim()));
}

/** catalogue.txt §5 / §8: a voucher lookup with result code 0 gives the card; any other code, none. */
export function voucherCard<Card>(answer: { resultCode: number | string | null; card?: Card | null }): Card | null {
  return Number(answer.resultCode) === 0 && answer.resultCode !== null && answer.card ? answer.card : null;
}

/** catalogue.txt §5 / §8: a single-tag lookup with a null title is tag not found. */
export function foundTag<T extends { title?: string | null }>(tag: T | null | undefined): Result<T, 'tag-not-found'> {
  return tag && tag.title !== null && tag.title !== undefined ? ok(tag) : err('tag-not-found');
}

/** catalogue.txt §9: the home shows the first 4 news pushes. */
export function homeNews<T>(news: readonly T[]): T[] {
  return news.slice(0, homeNewsPushes);
}

/** member §9: a season description in SEO is cut to 100 characters. */
export function seasonSeoDescription(description: string): string {
  return [...description].slice(0, seasonSeoDescriptionLength).join('');
}
