import { describe, expect, it } from 'vitest';
import { chatAvailability, faqListShown, relatedFaqArticles } from './helpCentre.ts';

const article = (slug: string) => ({ slug });
const slugs = (list: readonly { slug: string }[]) => list.map((item) => item.slug);

describe('member-and-shell.txt §9 FAQ related articles: 5', () => {
  it('takes the other articles of the category, then the frequent questions, at most 5, never itself or twice', () => {
    const category = ['a', 'b', 'c', 'd'].map(article);
    const frequent = ['b', 'x', 'y', 'z'].map(article);
    expect(slugs(relatedFaqArticles(article('b'), category, frequent))).toEqual(['a', 'c', 'd', 'x', 'y']);
  });

  it('stops at 5 from the category alone, and is empty when the article is alone', () => {
    const category = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(article);
    expect(relatedFaqArticles(article('a'), category)).toHaveLength(5);
    expect(relatedFaqArticles(article('a'), [article('a')], [article('a')])).toEqual([]);
  });
});

describe('member-and-shell.txt §4 FAQ display-all flags', () => {
  const items = [1, 2, 3, 4, 5, 6, 7];

  it('flag off: the first 5 and the number left for "display all"', () => {
    expect(faqListShown(items, false)).toEqual({ shown: [1, 2, 3, 4, 5], hidden: 2 });
  });

  it('flag on: every item; a list of 5 or fewer has nothing to display', () => {
    expect(faqListShown(items, true)).toEqual({ shown: items, hidden: 0 });
    expect(faqListShown(items.slice(0, 5), false)).toEqual({ shown: items.slice(0, 5), hidden: 0 });
  });
});

describe('catalogue.txt §1 / member-and-shell.txt §1 live chat availability', () => {
  const open = { deskEnabled: true, configured: true };

  it('offered when the chat service reports no hiding instruction', () => {
    expect(chatAvailability({ ...open, instructions: [] })).toBe('offered');
    expect(chatAvailability({ ...open, instructions: [{ type: 'greeting' }] })).toBe('offered');
  });

  it('not offered on an instruction of type hide_reason_no_agents_available or schedule', () => {
    expect(chatAvailability({ ...open, instructions: [{ type: 'hide_reason_no_agents_available' }] })).toBe(
      'unavailable',
    );
    expect(chatAvailability({ ...open, instructions: [{ type: 'greeting' }, { type: 'schedule' }] })).toBe(
      'unavailable',
    );
  });

  it('member §8 chat availability failure: the state stays unknown', () => {
    expect(chatAvailability({ ...open, instructions: undefined })).toBe('unknown');
  });

  it('§9 chat desk in nl only: no desk (chatDeskEnabled off) or no chat settings, no chat', () => {
    expect(chatAvailability({ deskEnabled: false, configured: true, instructions: [] })).toBe('unavailable');
    expect(chatAvailability({ deskEnabled: true, configured: false, instructions: [] })).toBe('unavailable');
  });
});
