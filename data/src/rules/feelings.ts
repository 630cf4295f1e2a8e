import type { Emotion, Feeling } from '../model/member.ts';

/** A feeling button of a show: the three emotions and the wishlist (member-and-shell.txt §3 Show counters). */
export type FeelingButton = Emotion | 'wishlist';

/** member-and-shell.txt §3 Show counters: disappointed, liked, loved, wishlist. */
export type FeelingCounts = Readonly<Record<FeelingButton, number>>;

/** What a press on a feeling button asks of the member state (member-and-shell.txt §4 Wishlist, emotions). */
export type FeelingChange = { kind: 'wishlist'; wishlisted: boolean } | { kind: 'emotion'; emotion: Emotion | null };

/**
 * A press flips the wishlist; an emotion replaces the previous one, and pressing the member's own
 * emotion again clears it (one emotion per show, §3 Feelings per show). `current` is null when the
 * member has none on this show.
 */
export function feelingChange(feeling: FeelingButton, current: Feeling | null): FeelingChange {
  if (feeling === 'wishlist') return { kind: 'wishlist', wishlisted: !(current?.wishlist ?? false) };
  return { kind: 'emotion', emotion: current?.emotion === feeling ? null : feeling };
}

function contribution(feeling: Feeling | null): FeelingCounts {
  return {
    disappointed: feeling?.emotion === 'disappointed' ? 1 : 0,
    liked: feeling?.emotion === 'liked' ? 1 : 0,
    loved: feeling?.emotion === 'loved' ? 1 : 0,
    wishlist: feeling?.wishlist ? 1 : 0,
  };
}

/**
 * The counters as the member sees them after their own change, before the show is read again:
 * the show's counters already count the member's saved feeling (`saved`), so each counter moves
 * by the difference to the member's `current` one. Never below zero (a counter read before the
 * member's save reached it).
 */
export function feelingCounts(counts: FeelingCounts, saved: Feeling | null, current: Feeling | null): FeelingCounts {
  const before = contribution(saved);
  const after = contribution(current);
  const moved = (key: FeelingButton) => Math.max(0, counts[key] - before[key] + after[key]);
  return {
    disappointed: moved('disappointed'),
    liked: moved('liked'),
    loved: moved('loved'),
    wishlist: moved('wishlist'),
  };
}
