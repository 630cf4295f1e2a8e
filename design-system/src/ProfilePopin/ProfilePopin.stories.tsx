import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { PopinProvider, usePopins, useSignInRequiredAction } from '../Popin/PopinProvider.tsx';
import { profileFavouriteCinemas, signedInLabels, signedOutLabels } from './fixtures.ts';
import {
  ProfilePopin,
  profilePopinIds,
  type ProfilePopinProps,
  type SignedInProfilePopinProps,
  type SignedOutProfilePopinProps,
} from './ProfilePopin.tsx';

/** The controls see one flat shape; `toProps` picks the signed-out or signed-in props from it. */
type ProfileStoryArgs = Omit<SignedOutProfilePopinProps, 'status' | 'labels'> &
  Omit<SignedInProfilePopinProps, 'status' | 'labels' | 'popinId' | 'closeLabel'> & {
    status: ProfilePopinProps['status'];
    signedOutLabels: SignedOutProfilePopinProps['labels'];
    signedInLabels: SignedInProfilePopinProps['labels'];
    triggerLabel: string;
  };

function toProps({
  status,
  signedOutLabels: outLabels,
  signedInLabels: inLabels,
  ...args
}: ProfileStoryArgs): ProfilePopinProps {
  const { popinId, closeLabel } = args;
  if (status === 'signedIn') {
    const { clientName, profileUrl, bookingsUrl, onSignOut, accountBenefitsUrl, favouriteCinemas } = args;
    return {
      status,
      popinId,
      closeLabel,
      clientName,
      profileUrl,
      bookingsUrl,
      onSignOut,
      accountBenefitsUrl,
      favouriteCinemas,
      labels: inLabels,
    };
  }
  const { signInRequired, hasSeveralCinemas, hasSubscription, signInHref, signUpHref } = args;
  return {
    status,
    popinId,
    closeLabel,
    signInRequired,
    hasSeveralCinemas,
    hasSubscription,
    signInHref,
    signUpHref,
    labels: outLabels,
  };
}

/** Opens the pop-in at once so the story shows it; the account button reopens it after Escape. */
function ProfilePage({ triggerLabel, ...args }: ProfileStoryArgs) {
  const props = toProps({ ...args, triggerLabel });
  const { open } = usePopins();
  useEffect(() => {
    open(props.popinId);
  }, [open, props.popinId]);
  return (
    <>
      <Button onPress={(event) => open(props.popinId, { trigger: event.target })}>{triggerLabel}</Button>
      <ProfilePopin {...props} />
    </>
  );
}

function ProfileStage(args: ProfileStoryArgs) {
  return (
    <PopinProvider>
      <ProfilePage {...args} />
    </PopinProvider>
  );
}

const signedIn = { status: 'signedIn', popinId: 'profile' } satisfies Partial<ProfileStoryArgs>;

const meta = {
  title: 'Design system/Shell and member pop-ins/ProfilePopin',
  tags: ['autodocs'],
  // The stage adds the pop-in provider and a trigger. ProfilePopin's props are a union, of which
  // react-docgen reads nothing: the argTypes below describe them.
  component: ProfileStage as ComponentType<ProfileStoryArgs>,
  args: {
    status: 'signedOut',
    popinId: 'signIn',
    closeLabel: 'Close',
    triggerLabel: 'Account',
    hasSeveralCinemas: false,
    hasSubscription: false,
    signInHref: '/auth/sign-in?returnTo=%2Ffilms',
    signUpHref: '/auth/sign-in?returnTo=%2Ffilms&screen=signup',
    signedOutLabels,
    clientName: 'Marie Curie',
    profileUrl: 'https://client.example/fr/account',
    bookingsUrl: 'https://client.example/fr/bookings',
    onSignOut: fn(),
    favouriteCinemas: profileFavouriteCinemas,
    signedInLabels,
  },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['signedOut', 'signedIn'],
      description: 'A visitor (sign-in, sign-up and the benefits) or a member (their name and account links).',
    },
    popinId: {
      control: 'select',
      options: profilePopinIds,
      description: 'The registered pop-in the content fills: signIn, centeredSignIn, signInRequired or profile.',
    },
    closeLabel: { description: "The close button's accessible name (it shows a cross only)." },
    triggerLabel: { description: 'Story only: the button that opens the pop-in again once closed.' },
    signInRequired: {
      control: 'boolean',
      description: 'Signed out: the sign-in-required title; left out, it follows the data the pop-in was opened with.',
    },
    hasSeveralCinemas: { description: 'Signed out: the chain has several cinemas, so the favourites benefit shows.' },
    hasSubscription: { description: 'Signed out: the client has a subscription, so the cards benefit shows.' },
    signInHref: { description: "Signed out: the site's full-page sign-in address (a link)." },
    signUpHref: { description: "Signed out: the site's full-page sign-up address (a link)." },
    signedOutLabels: { description: "Signed out: the texts (`labels`), in the page's language." },
    clientName: { description: "Signed in: the member's name, shown first." },
    profileUrl: { description: 'Signed in: the profile page on the client-area host.' },
    bookingsUrl: { description: 'Signed in: the bookings page on the client-area host.' },
    onSignOut: { description: 'Signed in: called by the sign-out button.' },
    accountBenefitsUrl: {
      control: 'text',
      description: 'Signed in: the French site links to the account benefits instead of listing the favourite cinemas.',
    },
    favouriteCinemas: { description: "Signed in: the member's favourite cinemas, with links (sites other than fr)." },
    signedInLabels: { description: "Signed in: the texts (`labels`), in the page's language." },
  },
  parameters: {
    layout: 'fullscreen',
    // Each story opens its pop-in at once: in the docs page each gets its own frame.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
} satisfies Meta<ProfileStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The open pop-in, once its entry animation has made it visible. */
async function dialog(name: string) {
  const popin = await body().findByRole('dialog', { name });
  await waitFor(() => expect(popin).toBeVisible());
  return popin;
}
const benefitsOf = (popin: HTMLElement) =>
  within(within(popin).getByRole('region', { name: signedOutLabels.benefitsTitle }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** One cinema, no subscription: booking and movies only. */
export const SignedOut: Story = {
  play: async () => {
    const popin = await dialog(signedOutLabels.title);
    await expect(benefitsOf(popin)).toEqual([signedOutLabels.benefits.booking, signedOutLabels.benefits.movies]);
  },
};

/** Decision 0037: sign-in and sign-up are links to the site's full-page addresses, reached from the keyboard. */
export const SignedOutPress: Story = {
  play: async ({ args }) => {
    const popin = await dialog(signedOutLabels.title);
    const signIn = within(popin).getByRole('link', { name: signedOutLabels.signIn });
    await expect(signIn).toHaveAttribute('href', args.signInHref);
    await expect(within(popin).getByRole('link', { name: signedOutLabels.signUp })).toHaveAttribute(
      'href',
      args.signUpHref,
    );
    await userEvent.tab();
    await waitFor(() => expect(popin.contains(document.activeElement)).toBe(true));
  },
};

/** member-and-shell.txt §2: favourites only when the chain has several cinemas. */
export const SignedOutSeveralCinemas: Story = {
  args: { hasSeveralCinemas: true },
  play: async () => {
    const popin = await dialog(signedOutLabels.title);
    await expect(benefitsOf(popin)).toEqual([
      signedOutLabels.benefits.booking,
      signedOutLabels.benefits.movies,
      signedOutLabels.benefits.favourites,
    ]);
  },
};

/** member-and-shell.txt §2: cards only when the client has a subscription. */
export const SignedOutWithSubscription: Story = {
  args: { hasSeveralCinemas: true, hasSubscription: true },
  play: async () => {
    const popin = await dialog(signedOutLabels.title);
    await expect(benefitsOf(popin)).toEqual(Object.values(signedOutLabels.benefits));
  },
};

/** The sign-in-required variant: the prop changes the title. */
export const SignInRequired: Story = {
  args: { signInRequired: true },
  play: async () => {
    const popin = await dialog(signedOutLabels.signInRequiredTitle);
    await expect(within(popin).getByRole('link', { name: signedOutLabels.signIn })).toBeVisible();
  },
};

function GuardedAction({ actionLabel }: { actionLabel: string }) {
  const runSignedIn = useSignInRequiredAction();
  return (
    <Button variant="secondary" onPress={(event) => runSignedIn(false, () => undefined, event.target)}>
      {actionLabel}
    </Button>
  );
}

/** Opened by the sign-in required action (a signed-out favourite), the pop-in takes its title from the data. */
export const SignInRequiredFromAction: Story = {
  render: (args) => (
    <PopinProvider>
      <GuardedAction actionLabel="Add to favourites" />
      <ProfilePopin {...toProps(args)} />
    </PopinProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to favourites' }));
    await dialog(signedOutLabels.signInRequiredTitle);
  },
};

/** Other sites: the favourite cinemas, and no account-benefits link. */
export const SignedIn: Story = {
  args: signedIn,
  play: async () => {
    const popin = await dialog(signedInLabels.title);
    await expect(within(popin).getByText('Marie Curie')).toBeVisible();
    await expect(within(popin).getByRole('link', { name: signedInLabels.profile })).toHaveAttribute(
      'href',
      'https://client.example/fr/account',
    );
    await expect(within(popin).getByRole('link', { name: signedInLabels.bookings })).toBeVisible();
    const favourites = within(popin).getByRole('region', { name: signedInLabels.favouriteCinemasTitle });
    await expect(within(favourites).getAllByRole('link')).toHaveLength(2);
    await expect(within(popin).queryByRole('link', { name: signedInLabels.accountBenefits })).toBeNull();
  },
};

/** The sign-out button calls its handler once. */
export const SignedInSignOut: Story = {
  args: signedIn,
  play: async ({ args }) => {
    const popin = await dialog(signedInLabels.title);
    await userEvent.click(within(popin).getByRole('button', { name: signedInLabels.signOut }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SignedInWithoutFavourites: Story = {
  args: { ...signedIn, favouriteCinemas: [] },
  play: async () => {
    const popin = await dialog(signedInLabels.title);
    await expect(within(popin).getByText(signedInLabels.noFavouriteCinemas)).toBeVisible();
  },
};

/** The French site: an account-benefits link instead of the favourite cinemas. */
export const SignedInFrenchSite: Story = {
  args: { ...signedIn, accountBenefitsUrl: 'https://client.example/fr/benefits' },
  play: async () => {
    const popin = await dialog(signedInLabels.title);
    await expect(within(popin).getByRole('link', { name: signedInLabels.accountBenefits })).toHaveAttribute(
      'href',
      'https://client.example/fr/benefits',
    );
    await expect(within(popin).queryByRole('region', { name: signedInLabels.favouriteCinemasTitle })).toBeNull();
  },
};

export const SignedInMobile: Story = {
  ...SignedIn,
  // Its play function is the spread story's: a tag the indexer cannot infer (decision 0026).
  tags: ['play-fn'],
  globals: { viewport: { value: 'mobile' } },
};

export const SignedInMobileSignOut: Story = {
  ...SignedInSignOut,
  tags: ['play-fn'],
  globals: SignedInMobile.globals,
};

/** Keyboard: from the account button, Tab reaches every control of the anchored pop-in; Escape closes it. */
export const Keyboard: Story = {
  args: signedIn,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(body().getByRole('dialog')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    const popin = await dialog(signedInLabels.title);
    await expect(popin).toHaveAttribute('data-popin-placement', 'anchored');
    const reached = new Set<Element>();
    for (let press = 0; press < 8; press += 1) {
      await userEvent.tab();
      if (document.activeElement) reached.add(document.activeElement);
    }
    const controls = [...within(popin).getAllByRole('link'), ...within(popin).getAllByRole('button')];
    await expect(controls).toHaveLength(6);
    for (const control of controls) await expect(reached.has(control)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
