import { describe, expect, it } from 'vitest';
import {
  confirmFavourites,
  confirmFeelings,
  feelingChangeNeeded,
  noFavouriteWrites,
  noFeelingWrites,
  settleFavouriteWrite,
  settleFeelingWrite,
  shownFavourites,
  shownFeeling,
  forcedFrameAddress,
  signInAddress,
  signInFrameMessageType,
  signInFrameOutcome,
  startFavouriteWrite,
  startFeelingWrite,
} from './memberWrites.ts';

describe('member §4 favourites "applied at once, rolled back on failure"', () => {
  const confirmed = confirmFavourites(noFavouriteWrites, ['wepler', 'bellecour']);

  it('an add shows at once, first (§4 "adding puts the slug first"); confirmed, it stays first', () => {
    const adding = startFavouriteWrite(confirmed, 'orbite', 'add');
    expect(shownFavourites(adding)).toEqual(['orbite', 'wepler', 'bellecour']);
    const settled = settleFavouriteWrite(adding, 'orbite', true);
    expect(settled.confirmed).toEqual(['orbite', 'wepler', 'bellecour']);
    expect(settled.pending.size).toBe(0);
  });

  it('a failed add is rolled back; a failed remove puts the cinema back where it was', () => {
    expect(
      shownFavourites(settleFavouriteWrite(startFavouriteWrite(confirmed, 'orbite', 'add'), 'orbite', false)),
    ).toEqual(['wepler', 'bellecour']);
    const removing = startFavouriteWrite(confirmed, 'bellecour', 'remove');
    expect(shownFavourites(removing)).toEqual(['wepler']);
    expect(shownFavourites(settleFavouriteWrite(removing, 'bellecour', false))).toEqual(['wepler', 'bellecour']);
  });

  it('rolling one write back keeps another one in flight', () => {
    const both = startFavouriteWrite(startFavouriteWrite(confirmed, 'orbite', 'add'), 'wepler', 'remove');
    expect(shownFavourites(both)).toEqual(['orbite', 'bellecour']);
    expect(shownFavourites(settleFavouriteWrite(both, 'orbite', false))).toEqual(['bellecour']);
  });

  it('favourites reloaded (after sign-in) replace the confirmed list; pending writes stay over it', () => {
    const adding = startFavouriteWrite(confirmed, 'orbite', 'add');
    expect(shownFavourites(confirmFavourites(adding, ['gaumont']))).toEqual(['orbite', 'gaumont']);
  });

  it('settling a cinema with no write in flight changes nothing', () => {
    expect(settleFavouriteWrite(confirmed, 'nowhere', false)).toBe(confirmed);
  });
});

describe('member §4 wishlist and emotions "applied at once and rolled back on failure"', () => {
  const loaded = confirmFeelings(noFeelingWrites, [{ showSlug: 'dune', wishlist: false, emotion: 'liked' }]);

  it('a wishlist add shows at once and a failure rolls it back', () => {
    const adding = startFeelingWrite(loaded, { id: 1, showSlug: 'dune', change: { field: 'wishlist', value: true } });
    expect(shownFeeling(adding, 'dune')).toEqual({ showSlug: 'dune', wishlist: true, emotion: 'liked' });
    expect(shownFeeling(settleFeelingWrite(adding, 1, { succeeded: false }), 'dune').wishlist).toBe(false);
  });

  it("a confirmed write takes the API's answer", () => {
    const rating = startFeelingWrite(loaded, { id: 2, showSlug: 'dune', change: { field: 'emotion', value: 'loved' } });
    const answer = { showSlug: 'dune', wishlist: true, emotion: 'loved' as const };
    expect(settleFeelingWrite(rating, 2, { succeeded: true, answer }).confirmed.get('dune')).toEqual(answer);
  });

  it('a failed older write does not undo a newer one for the same show', () => {
    const first = startFeelingWrite(loaded, { id: 1, showSlug: 'dune', change: { field: 'emotion', value: 'loved' } });
    const second = startFeelingWrite(first, { id: 2, showSlug: 'dune', change: { field: 'wishlist', value: true } });
    const settled = settleFeelingWrite(second, 1, { succeeded: false });
    expect(shownFeeling(settled, 'dune')).toEqual({ showSlug: 'dune', wishlist: true, emotion: 'liked' });
  });

  it('idempotent: asking for what the page shows needs no write; an unknown show starts blank', () => {
    expect(feelingChangeNeeded(loaded, 'dune', { field: 'emotion', value: 'liked' })).toBe(false);
    expect(feelingChangeNeeded(loaded, 'dune', { field: 'wishlist', value: true })).toBe(true);
    expect(feelingChangeNeeded(loaded, 'alien', { field: 'wishlist', value: false })).toBe(false);
    expect(shownFeeling(loaded, 'alien')).toEqual({ showSlug: 'alien', wishlist: false, emotion: null });
  });
});

describe('decision 0037: the sign-in address', () => {
  it('carries the page to come back to, and the sign-up screen or the silent prompt when asked', () => {
    expect(signInAddress('/films/dune?day=2')).toBe('/auth/sign-in?returnTo=%2Ffilms%2Fdune%3Fday%3D2');
    expect(signInAddress('/', { screen: 'signup' })).toBe('/auth/sign-in?returnTo=%2F&screen=signup');
    expect(signInAddress('/', { prompt: 'none' })).toBe('/auth/sign-in?returnTo=%2F&prompt=none');
  });

  it('never returns elsewhere than the site: another host becomes the home', () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example'])
      expect(signInAddress(returnTo)).toBe('/auth/sign-in?returnTo=%2F');
  });
});

describe('decision 0047: the forced frame address', () => {
  it("carries the site, language, member's address and the frame's sign-in to come back by; another origin's page is left as it is", () => {
    const page = { site: 'nl', language: 'nl', email: 'an@example.nl', returnTo: '/films?dag=2' };
    const address = new URL(forcedFrameAddress('/login/verify', page), 'http://nl.localhost');
    expect(address.pathname).toBe('/login/verify');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      site: 'nl',
      ui_locales: 'nl',
      email: 'an@example.nl',
      return_to: '/auth/sign-in?returnTo=%2Ffilms%3Fdag%3D2&frame=1',
    });
    expect(forcedFrameAddress('https://login.example/verify', page)).toBe('https://login.example/verify');
  });
});

describe("decision 0043: the sign-in frame's messages", () => {
  it('the frame address asks for the frame; member §4 success, closing, unavailable and §8 failures are read', () => {
    expect(signInAddress('/', { screen: 'signup', frame: true })).toBe(
      '/auth/sign-in?returnTo=%2F&screen=signup&frame=1',
    );
    expect(signInFrameOutcome({ type: signInFrameMessageType, outcome: 'signedIn' })).toEqual({ outcome: 'signedIn' });
    expect(signInFrameOutcome({ type: signInFrameMessageType, outcome: 'closed', extra: 1 })).toEqual({
      outcome: 'closed',
    });
    expect(
      signInFrameOutcome({ type: signInFrameMessageType, outcome: 'failed', location: '/error-client#IDP-NR' }),
    ).toEqual({
      outcome: 'failed',
      location: '/error-client#IDP-NR',
    });
  });

  it('anything else is no message: other types, unknown outcomes, a failure leading off the site', () => {
    for (const data of [
      null,
      'signedIn',
      { type: 'other', outcome: 'signedIn' },
      { type: signInFrameMessageType, outcome: 'won' },
    ])
      expect(signInFrameOutcome(data)).toBeNull();
    for (const location of ['https://evil.example', '//evil.example', '/\\evil.example', 42])
      expect(signInFrameOutcome({ type: signInFrameMessageType, outcome: 'failed', location })).toBeNull();
  });
});
