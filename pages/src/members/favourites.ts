import { useTranslation } from 'react-i18next';
import type { FeatureSwitches } from '@marquee/data';
import type { FavouriteToggleProps } from '@marquee/design-system';
import { useMember, type MemberState } from './memberContext.ts';

/**
 * Favourites need an account (member-and-shell.txt §6), so they are offered only where the site
 * has both switches on (§9 favourite cinemas, authenticationEnabled): without sign-in a visitor
 * could never use the heart.
 */
export function favouritesOffered(features: Pick<FeatureSwitches, 'favoriteCinemasEnabled' | 'authenticationEnabled'>) {
  return features.favoriteCinemasEnabled && features.authenticationEnabled;
}

/** What a cinema's heart shows and does for this member, whatever draws it (card, search row, page header). */
export type FavouriteView =
  | { kind: 'member'; isFavourite: boolean; isPending: boolean; toggle: () => void }
  | { kind: 'signInRequired'; requestSignIn: () => void };

/**
 * member-and-shell.txt §4 Sign-in required action and Favourite toggle, for one cinema. A signed-in
 * member's press reaches the provider's toggle (which keeps the limit and shows its warning). A
 * visitor's press, or one made before the session answers (`unknown`), asks for sign-in with the
 * toggle as the action to run once signed in, so the press is never lost.
 */
export function favouriteView(member: MemberState, cinemaSlug: string): FavouriteView {
  const toggle = () => member.toggleFavouriteCinema(cinemaSlug);
  if (member.status !== 'signedIn') {
    return { kind: 'signInRequired', requestSignIn: () => member.requireSignIn(toggle) };
  }
  return {
    kind: 'member',
    isFavourite: member.favouriteCinemas.includes(cinemaSlug),
    isPending: member.pendingFavourites.has(cinemaSlug),
    toggle,
  };
}

/** The design system's heart toggle for one cinema, named after it (several hearts share a page). */
export function useFavouriteToggle(cinema: { slug: string; name: string }): FavouriteToggleProps {
  const { t } = useTranslation();
  const view = favouriteView(useMember(), cinema.slug);
  const label = t('favourites.toggle', { name: cinema.name });
  if (view.kind === 'signInRequired') {
    return { label, isSignInRequired: true, onSignInRequired: view.requestSignIn };
  }
  return {
    label,
    isFavourite: view.isFavourite,
    isPending: view.isPending,
    pendingLabel: t('favourites.pending'),
    onFavouriteChange: view.toggle,
  };
}
