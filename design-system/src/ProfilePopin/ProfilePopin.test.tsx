import { useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PopinProvider, usePopins, useSignInRequiredAction } from '../Popin/PopinProvider.tsx';
import { profileFavouriteCinemas, signedInLabels, signedOutLabels } from './fixtures.ts';
import {
  ProfilePopin,
  profileBenefits,
  type SignedInProfilePopinProps,
  type SignedOutProfilePopinProps,
} from './ProfilePopin.tsx';

function OpenOnMount({ id, children }: { id: 'signIn' | 'profile'; children: ReactNode }) {
  const { open } = usePopins();
  useEffect(() => {
    open(id);
  }, [open, id]);
  return children;
}

const signedOut = (overrides: Partial<SignedOutProfilePopinProps> = {}): SignedOutProfilePopinProps => ({
  status: 'signedOut',
  popinId: 'signIn',
  closeLabel: 'Close',
  hasSeveralCinemas: false,
  hasSubscription: false,
  signInHref: '/auth/sign-in?returnTo=%2F',
  signUpHref: '/auth/sign-in?returnTo=%2F&screen=signup',
  labels: signedOutLabels,
  ...overrides,
});

const signedIn = (overrides: Partial<SignedInProfilePopinProps> = {}): SignedInProfilePopinProps => ({
  status: 'signedIn',
  popinId: 'profile',
  closeLabel: 'Close',
  clientName: 'Marie Curie',
  profileUrl: '/account',
  bookingsUrl: '/bookings',
  onSignOut: vi.fn(),
  favouriteCinemas: profileFavouriteCinemas,
  labels: signedInLabels,
  ...overrides,
});

async function renderOpen(props: SignedOutProfilePopinProps | SignedInProfilePopinProps) {
  return render(
    <PopinProvider>
      <OpenOnMount id={props.popinId === 'profile' ? 'profile' : 'signIn'}>
        <ProfilePopin {...props} />
      </OpenOnMount>
    </PopinProvider>,
  );
}

describe('profileBenefits (member-and-shell.txt §2 Other pop-ins)', () => {
  it('member-and-shell.txt §2: booking and movies always; favourites only with several cinemas; cards only with a subscription', () => {
    expect(profileBenefits({ hasSeveralCinemas: false, hasSubscription: false })).toEqual(['booking', 'movies']);
    expect(profileBenefits({ hasSeveralCinemas: true, hasSubscription: false })).toEqual([
      'booking',
      'movies',
      'favourites',
    ]);
    expect(profileBenefits({ hasSeveralCinemas: false, hasSubscription: true })).toEqual([
      'booking',
      'movies',
      'cards',
    ]);
    expect(profileBenefits({ hasSeveralCinemas: true, hasSubscription: true })).toEqual([
      'booking',
      'movies',
      'favourites',
      'cards',
    ]);
  });
});

describe('ProfilePopin', () => {
  it('member-and-shell.txt §2: the signed-out pop-in lists the benefits its conditions allow, and links to sign-in and sign-up (decision 0037)', async () => {
    await renderOpen(signedOut({ hasSeveralCinemas: true }));
    const benefits = page.getByRole('region', { name: signedOutLabels.benefitsTitle }).getByRole('listitem');
    expect(benefits.elements().map((item) => item.textContent)).toEqual([
      signedOutLabels.benefits.booking,
      signedOutLabels.benefits.movies,
      signedOutLabels.benefits.favourites,
    ]);
    await expect
      .element(page.getByRole('link', { name: signedOutLabels.signIn }))
      .toHaveAttribute('href', '/auth/sign-in?returnTo=%2F');
    await expect
      .element(page.getByRole('link', { name: signedOutLabels.signUp }))
      .toHaveAttribute('href', '/auth/sign-in?returnTo=%2F&screen=signup');
  });

  it('catalogue.txt §4 Sign-in required action: signInRequired changes the title, by prop or by the pop-in data', async () => {
    const first = await renderOpen(signedOut({ signInRequired: true }));
    await expect.element(page.getByRole('dialog', { name: signedOutLabels.signInRequiredTitle })).toBeVisible();
    await first.unmount();

    function Guarded() {
      const runSignedIn = useSignInRequiredAction();
      return (
        <button type="button" onClick={() => runSignedIn(false, () => undefined)}>
          Add to favourites
        </button>
      );
    }
    await render(
      <PopinProvider>
        <Guarded />
        <ProfilePopin {...signedOut()} />
      </PopinProvider>,
    );
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    const dialog = page.getByRole('dialog', { name: signedOutLabels.signInRequiredTitle });
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('member-and-shell.txt §2: signed in, the name, profile and bookings links, the favourite cinemas, and sign-out', async () => {
    const onSignOut = vi.fn();
    await renderOpen(signedIn({ onSignOut }));
    const dialog = page.getByRole('dialog', { name: signedInLabels.title });
    await expect.element(dialog.getByText('Marie Curie')).toBeVisible();
    await expect
      .element(dialog.getByRole('link', { name: signedInLabels.profile }))
      .toHaveAttribute('href', '/account');
    await expect
      .element(dialog.getByRole('link', { name: signedInLabels.bookings }))
      .toHaveAttribute('href', '/bookings');
    expect(
      dialog.getByRole('region', { name: signedInLabels.favouriteCinemasTitle }).getByRole('link').elements(),
    ).toHaveLength(2);
    await expect.element(dialog.getByRole('link', { name: signedInLabels.accountBenefits })).not.toBeInTheDocument();
    await dialog.getByRole('button', { name: signedInLabels.signOut }).click();
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('member-and-shell.txt §2: the French site links to the account benefits instead of the favourite cinemas', async () => {
    await renderOpen(signedIn({ accountBenefitsUrl: '/benefits' }));
    const dialog = page.getByRole('dialog', { name: signedInLabels.title });
    await expect
      .element(dialog.getByRole('link', { name: signedInLabels.accountBenefits }))
      .toHaveAttribute('href', '/benefits');
    await expect
      .element(dialog.getByRole('region', { name: signedInLabels.favouriteCinemasTitle }))
      .not.toBeInTheDocument();
  });

  it('is keyboard-complete: Tab reaches every control inside, Escape closes', async () => {
    await renderOpen(signedIn());
    const dialog = page.getByRole('dialog', { name: signedInLabels.title });
    await expect.element(dialog).toBeVisible();
    const reached = new Set<Element>();
    for (let press = 0; press < 8; press += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.element().contains(document.activeElement)).toBe(true);
      if (document.activeElement) reached.add(document.activeElement);
    }
    const controls = [...dialog.getByRole('link').elements(), ...dialog.getByRole('button').elements()];
    expect(controls).toHaveLength(6);
    for (const control of controls) expect(reached.has(control)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
