import { ToggleButton } from 'react-aria-components';
import { HeartGlyph } from '../private/icons/glyphs.tsx';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './CinemaCard.css.ts';

/** The toggle's states, for stories and pages that map the member's state onto it. */
export const favouriteStates = ['notFavourite', 'favourite', 'pending', 'signInRequired'] as const;
export type FavouriteState = (typeof favouriteStates)[number];

interface FavouriteToggleBase {
  /** The accessible name ("Favourite cinema"); `aria-pressed` says whether it is on. */
  label: string;
  /** Announced while the change is being saved ("Saving…"). */
  pendingLabel?: string;
}

/** A signed-in member: the toggle adds or removes the cinema (member-and-shell.txt §4 Favourite toggle). */
interface SignedInFavourite extends FavouriteToggleBase {
  isSignInRequired?: false;
  /** The cinema is one of the member's favourites: the heart is filled and `aria-pressed` true. */
  isFavourite: boolean;
  /** While the change is saved the toggle is disabled, so a second press cannot race the first. */
  isPending?: boolean;
  /** Called with the wanted state when the member presses the toggle. */
  onFavouriteChange: (isFavourite: boolean) => void;
  onSignInRequired?: undefined;
}

/**
 * A visitor: favourites need an account (member-and-shell.txt §6), so a press asks for sign-in
 * (the page runs the sign-in required action) and the toggle stays off.
 */
interface SignInRequiredFavourite extends FavouriteToggleBase {
  /** The visitor is not signed in: a press asks for sign-in instead of toggling. */
  isSignInRequired: true;
  /** Called on press; the page runs the sign-in required action. */
  onSignInRequired: () => void;
  isFavourite?: undefined;
  isPending?: undefined;
  onFavouriteChange?: undefined;
}

export type FavouriteToggleProps = SignedInFavourite | SignInRequiredFavourite;

/** A heart toggle button for a favourite cinema. */
export function FavouriteToggle(props: FavouriteToggleProps) {
  const { label, pendingLabel } = props;
  const isPending = props.isPending === true;
  return (
    <>
      <ToggleButton
        aria-label={label}
        isSelected={props.isSignInRequired ? false : props.isFavourite}
        isDisabled={isPending}
        onChange={(isSelected) => {
          if (props.isSignInRequired) props.onSignInRequired();
          else props.onFavouriteChange(isSelected);
        }}
        className={styles.toggle}
      >
        <HeartGlyph />
      </ToggleButton>
      {isPending && pendingLabel ? (
        <span role="status" className={visuallyHidden}>
          {pendingLabel}
        </span>
      ) : null}
    </>
  );
}
