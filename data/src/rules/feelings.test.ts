import type { Feeling } from '../model/member.ts';
import { describe, expect, it } from 'vitest';
import { feelingChange, feelingCounts } from './feelings.ts';

const showSlug = 'orbite-10002';
const feeling = (wishlist: boolean, emotion: Feeling['emotion']): Feeling => ({ showSlug, wishlist, emotion });
const counts = { disappointed: 4, liked: 10, loved: 7, wishlist: 20 };

describe('member-and-shell.txt §4 Wishlist, emotions: what a press asks for', () => {
  it('wishlist: a press adds it when absent and removes it when present', () => {
    expect(feelingChange('wishlist', null)).toEqual({ kind: 'wishlist', wishlisted: true });
    expect(feelingChange('wishlist', feeling(false, 'liked'))).toEqual({ kind: 'wishlist', wishlisted: true });
    expect(feelingChange('wishlist', feeling(true, null))).toEqual({ kind: 'wishlist', wishlisted: false });
  });

  it('rating sets the emotion, replacing another; the same emotion again clears it', () => {
    expect(feelingChange('loved', null)).toEqual({ kind: 'emotion', emotion: 'loved' });
    expect(feelingChange('disappointed', feeling(true, 'liked'))).toEqual({ kind: 'emotion', emotion: 'disappointed' });
    expect(feelingChange('liked', feeling(false, 'liked'))).toEqual({ kind: 'emotion', emotion: null });
  });
});

describe('member-and-shell.txt §3 Show counters, moved by the member’s own change (applied at once, §4)', () => {
  it('nothing changed: the show’s counters as they are', () => {
    expect(feelingCounts(counts, feeling(true, 'liked'), feeling(true, 'liked'))).toEqual(counts);
    expect(feelingCounts(counts, null, null)).toEqual(counts);
  });

  it('adding to the wishlist and rating from nothing adds one to each', () => {
    expect(feelingCounts(counts, null, feeling(true, 'loved'))).toEqual({ ...counts, wishlist: 21, loved: 8 });
  });

  it('a new emotion moves one from the saved emotion to the new one; clearing removes it', () => {
    expect(feelingCounts(counts, feeling(false, 'liked'), feeling(false, 'disappointed'))).toEqual({
      ...counts,
      liked: 9,
      disappointed: 5,
    });
    expect(feelingCounts(counts, feeling(true, 'liked'), feeling(false, null))).toEqual({
      ...counts,
      liked: 9,
      wishlist: 19,
    });
  });

  it('a rollback (current back to saved) gives the show’s counters back', () => {
    const saved = feeling(false, null);
    const optimistic = feelingCounts(counts, saved, feeling(true, null));
    expect(optimistic.wishlist).toBe(21);
    expect(feelingCounts(counts, saved, saved)).toEqual(counts);
  });

  it('never shows a counter below zero', () => {
    expect(feelingCounts({ ...counts, loved: 0 }, feeling(false, 'loved'), null).loved).toBe(0);
  });
});
