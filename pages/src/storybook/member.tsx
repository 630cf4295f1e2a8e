import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MemberContext, type MemberActions, type MemberState } from '../members/memberContext.ts';
import { anonymousMember, memberFixture } from '../members/memberFixture.ts';

/**
 * The member's actions as Storybook spies: a play function asserts what a press asked for
 * (`requireSignIn` with the action to run once signed in, `toggleFavouriteCinema` with a slug...).
 * Nothing runs behind them: the story's member state stays as the story set it.
 */
export function memberActions(): MemberActions {
  return {
    requireSignIn: fn<MemberActions['requireSignIn']>().mockName('requireSignIn'),
    openSignIn: fn<MemberActions['openSignIn']>().mockName('openSignIn'),
    signInUrl: fn<MemberActions['signInUrl']>(anonymousMember.signInUrl),
    signUpUrl: fn<MemberActions['signUpUrl']>(anonymousMember.signUpUrl),
    openSignInFrame: fn<MemberActions['openSignInFrame']>().mockName('openSignInFrame'),
    signOut: fn<MemberActions['signOut']>(async () => {}).mockName('signOut'),
    toggleFavouriteCinema: fn<MemberActions['toggleFavouriteCinema']>().mockName('toggleFavouriteCinema'),
    setWishlist: fn<MemberActions['setWishlist']>().mockName('setWishlist'),
    setEmotion: fn<MemberActions['setEmotion']>().mockName('setEmotion'),
    loadFeelings: fn<MemberActions['loadFeelings']>().mockName('loadFeelings'),
  };
}

/** A member state for a story, with its spies: anonymous unless the story says otherwise. */
export function storyMember(
  state: Parameters<typeof memberFixture>[1] = {},
  actions: MemberActions = memberActions(),
): MemberState {
  return memberFixture(actions, state);
}

/** What a story tells `withMember` (and `withPage`): the member its page sees. */
export interface MemberStoryParameters {
  member?: MemberState;
}

/**
 * The story's member above everything it renders, as the site's provider sits above the shell:
 * the `member` parameter, else an anonymous visitor.
 */
export const withMember: Decorator = (Story, { parameters }) => {
  const { member = storyMember() } = parameters as MemberStoryParameters;
  return (
    <MemberContext.Provider value={member}>
      <Story />
    </MemberContext.Provider>
  );
};
