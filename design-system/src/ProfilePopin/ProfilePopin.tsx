import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button, buttonClass } from '../Button/Button.tsx';
import { Popin } from '../Popin/Popin.tsx';
import { usePopins } from '../Popin/PopinProvider.tsx';
import * as styles from './ProfilePopin.css.ts';

/** member-and-shell.txt §2 Other pop-ins: the signed-out pop-in's benefits, in order. */
export const profileBenefitKeys = ['booking', 'movies', 'favourites', 'cards'] as const;
export type ProfileBenefitKey = (typeof profileBenefitKeys)[number];

/** The pop-ins this content may fill (Popin/popinRegistry.ts). */
export const profilePopinIds = ['signIn', 'centeredSignIn', 'signInRequired', 'profile'] as const;
export type ProfilePopinId = (typeof profilePopinIds)[number];

export interface ProfileBenefitConditions {
  /** The chain has several cinemas: the favourites benefit shows. */
  hasSeveralCinemas: boolean;
  /** The client has a subscription: the cards benefit shows. */
  hasSubscription: boolean;
}

/**
 * member-and-shell.txt §2 Other pop-ins: "booking, movies, favourites (only when the chain has
 * several cinemas), cards (only when the client has a subscription)".
 */
export function profileBenefits({ hasSeveralCinemas, hasSubscription }: ProfileBenefitConditions): ProfileBenefitKey[] {
  return profileBenefitKeys.filter(
    (key) => (key !== 'favourites' || hasSeveralCinemas) && (key !== 'cards' || hasSubscription),
  );
}

export interface SignedOutProfileLabels {
  title: string;
  /** The title when an action needed an account (catalogue.txt §4 Sign-in required action). */
  signInRequiredTitle: string;
  signIn: string;
  signUp: string;
  benefitsTitle: string;
  benefits: Record<ProfileBenefitKey, string>;
}

export interface SignedInProfileLabels {
  title: string;
  profile: string;
  bookings: string;
  signOut: string;
  accountBenefits: string;
  favouriteCinemasTitle: string;
  noFavouriteCinemas: string;
}

export interface ProfileFavouriteCinema {
  name: string;
  url: string;
}

interface ProfilePopinBase {
  /** The registered pop-in the content fills: signIn, centeredSignIn, signInRequired or profile. */
  popinId: ProfilePopinId;
  /** The close button's accessible name (it shows a cross only). */
  closeLabel: string;
}

export interface SignedOutProfilePopinProps extends ProfilePopinBase, ProfileBenefitConditions {
  /** A visitor: sign-in and sign-up with the benefits of an account. */
  status: 'signedOut';
  /**
   * Changes the title to the sign-in-required one. Left out, it follows the data the pop-in was
   * opened with (`useSignInRequiredAction` opens the sign-in pop-in with `signInRequired: true`).
   */
  signInRequired?: boolean;
  /** The sign-in page, a full-page address: sign-in and sign-up are links when nothing below is given. */
  signInHref: string;
  /** The sign-up page (the sign-in address with its sign-up screen hint). */
  signUpHref: string;
  /**
   * Given, sign-in and sign-up are buttons that open the sign-in in the page's frame instead of
   * leaving it (member §1 "Sign-in and sign-up happen in an embedded frame").
   */
  onSignIn?: () => void;
  onSignUp?: () => void;
  /** The texts, in the page's language. */
  labels: SignedOutProfileLabels;
}

export interface SignedInProfilePopinProps extends ProfilePopinBase {
  /** A member: their name and the links to their account. */
  status: 'signedIn';
  /** The member's name, shown first. */
  clientName: string;
  /** The profile page on the client-area host. */
  profileUrl: string;
  /** The bookings page on the client-area host. */
  bookingsUrl: string;
  /** Called by the sign-out button. */
  onSignOut: () => void;
  /** The French site links to the account benefits instead of listing the favourite cinemas. */
  accountBenefitsUrl?: string;
  /** The member's favourite cinemas, listed with links (sites other than fr). */
  favouriteCinemas?: readonly ProfileFavouriteCinema[];
  /** The texts, in the page's language. */
  labels: SignedInProfileLabels;
}

export type ProfilePopinProps = SignedOutProfilePopinProps | SignedInProfilePopinProps;

function openedAsSignInRequired(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'signInRequired' in data && data.signInRequired === true;
}

/**
 * The account pop-in (member-and-shell.txt §2 Other pop-ins): signed out, sign-in and sign-up with
 * the benefits of an account; signed in, the client's name, profile, bookings and sign-out, and
 * either the account benefits (French site) or the favourite cinemas.
 */
export function ProfilePopin(props: ProfilePopinProps) {
  const { dataOf } = usePopins();
  const { popinId, closeLabel } = props;
  if (props.status === 'signedIn') {
    return (
      <Popin id={popinId} title={props.labels.title} closeLabel={closeLabel}>
        <SignedIn {...props} />
      </Popin>
    );
  }
  const signInRequired = props.signInRequired ?? openedAsSignInRequired(dataOf(popinId));
  const title = signInRequired ? props.labels.signInRequiredTitle : props.labels.title;
  return (
    <Popin id={popinId} title={title} closeLabel={closeLabel}>
      <SignedOut {...props} />
    </Popin>
  );
}

function SignedOut({
  signInHref,
  signUpHref,
  onSignIn,
  onSignUp,
  labels,
  hasSeveralCinemas,
  hasSubscription,
}: SignedOutProfilePopinProps) {
  const conditions = { hasSeveralCinemas, hasSubscription };
  return (
    <div className={styles.root}>
      <div className={styles.actions}>
        {onSignIn ? (
          <Button onPress={onSignIn}>{labels.signIn}</Button>
        ) : (
          <Link href={signInHref} className={buttonClass({ variant: 'primary' })}>
            {labels.signIn}
          </Link>
        )}
        {onSignUp ? (
          <Button variant="secondary" onPress={onSignUp}>
            {labels.signUp}
          </Button>
        ) : (
          <Link href={signUpHref} className={buttonClass({ variant: 'secondary' })}>
            {labels.signUp}
          </Link>
        )}
      </div>
      <TitledSection title={labels.benefitsTitle}>
        <ul className={styles.benefits}>
          {profileBenefits(conditions).map((key) => (
            <li key={key} className={styles.benefit} data-benefit={key}>
              {labels.benefits[key]}
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}

function SignedIn({
  clientName,
  profileUrl,
  bookingsUrl,
  onSignOut,
  accountBenefitsUrl,
  favouriteCinemas = [],
  labels,
}: SignedInProfilePopinProps) {
  return (
    <div className={styles.root}>
      <p className={styles.name}>{clientName}</p>
      <ul className={styles.links}>
        <li>
          <Link href={profileUrl} className={styles.row}>
            {labels.profile}
          </Link>
        </li>
        <li>
          <Link href={bookingsUrl} className={styles.row}>
            {labels.bookings}
          </Link>
        </li>
        {accountBenefitsUrl ? (
          <li>
            <Link href={accountBenefitsUrl} className={styles.row}>
              {labels.accountBenefits}
            </Link>
          </li>
        ) : null}
      </ul>
      {accountBenefitsUrl ? null : (
        <TitledSection title={labels.favouriteCinemasTitle}>
          {favouriteCinemas.length > 0 ? (
            <ul className={styles.links}>
              {favouriteCinemas.map((cinema) => (
                <li key={cinema.url}>
                  <Link href={cinema.url} className={styles.row}>
                    {cinema.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{labels.noFavouriteCinemas}</p>
          )}
        </TitledSection>
      )}
      <div>
        <Button variant="quiet" onPress={onSignOut}>
          {labels.signOut}
        </Button>
      </div>
    </div>
  );
}

function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
