import type { SignedInProfileLabels, SignedOutProfileLabels } from './ProfilePopin.tsx';

/** Story and test texts, in English. */

export const signedOutLabels: SignedOutProfileLabels = {
  title: 'My account',
  signInRequiredTitle: 'Sign in to continue',
  signIn: 'Sign in',
  signUp: 'Create an account',
  benefitsTitle: 'With an account you can',
  benefits: {
    booking: 'Book your seats faster',
    movies: 'Keep a list of films to see',
    favourites: 'Choose your favourite cinemas',
    cards: 'Find your subscription cards',
  },
};

export const signedInLabels: SignedInProfileLabels = {
  title: 'My account',
  profile: 'My profile',
  bookings: 'My bookings',
  signOut: 'Sign out',
  accountBenefits: 'My account benefits',
  favouriteCinemasTitle: 'My favourite cinemas',
  noFavouriteCinemas: 'No favourite cinema yet.',
};

export const profileFavouriteCinemas = [
  { name: 'Marquee Wepler', url: '/fr/cinemas/marquee-wepler' },
  { name: 'Marquee Bellecour', url: '/fr/cinemas/marquee-bellecour' },
];
