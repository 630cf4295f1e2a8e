import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiCalls, callKey, defaultFeatures, showsKey, type ApiCall } from '@marquee/data';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { storyNow } from '../../storybook/clock.ts';
import { storyText } from '../../storybook/storyText.ts';
import {
  expectSessionLoading,
  expectSignInOffered,
  sessionUnknown,
  signedOutOn,
} from '../../storybook/memberPageStates.ts';
import { clientFixture, feelingsOf, memberFixture } from '../memberFixture.ts';
import { PageNavigationContext } from '../navigation.ts';
import { memberActions } from '../../storybook/member.tsx';
import shows from '../../fixtures/members-shows.fr.json' with { type: 'json' };
import { AccountPage, accountPage } from './AccountPage.tsx';

const key = (id: 'account' | 'favouriteCinemas') => callKey(apiCalls[id] as ApiCall, {}, 'fr');
const calendarKey = callKey(apiCalls.calendarFeedStatus, { params: { id: clientFixture().id } }, 'fr');

const account = {
  icu: '5f0c2a8e-1b2d-4c3e-9f40-000000000001',
  firstname: 'Camille',
  lastname: 'Martin',
  email: 'camille.martin@example.com',
  photoUrl: null,
  registered: true,
  emailVerify: false,
};

const signedIn = memberFixture(memberActions(), {
  status: 'signedIn',
  client: clientFixture({ favoriteCinemas: ['marquee-wepler', 'marquee-parnasse'] }),
  favouriteCinemas: ['marquee-wepler', 'marquee-parnasse'],
  feelings: feelingsOf({ showSlug: 'orbite-10002', wishlist: true, emotion: null }),
});

/** Where the page sent the visitor (the client error page): recorded, never followed. */
const navigations: string[] = [];
const withNavigation: Decorator = (Story) => (
  <PageNavigationContext.Provider
    value={{ assign: (url) => void navigations.push(url), currentPath: () => '/mon-compte' }}
  >
    <Story />
  </PageNavigationContext.Provider>
);

const meta = {
  title: 'Pages/Members/Account',
  component: AccountPage,
  decorators: [withPage, withNavigation],
  beforeEach: () => {
    navigations.length = 0;
  },
  parameters: {
    layout: 'fullscreen',
    page: accountPage,
    member: signedIn,
    swr: {
      fallback: {
        [key('account')]: account,
        [key('favouriteCinemas')]: { cinemas: ['marquee-wepler', 'marquee-parnasse'] },
        [showsKey('fr')]: shows,
        [calendarKey]: { active: false, since: null },
      },
    },
  },
  args: {
    site: 'fr',
    language: 'fr',
    target: { kind: 'Client.Account.Account', language: 'fr', params: {} },
    features: defaultFeatures('fr'),
    now: storyNow,
  },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Loaded: the profile (name, e-mail, its verified state), the favourite cinemas by name with a
 * remove button each, the wishlist's films; removing goes through the member's favourite toggle.
 */
export const Loaded: Story = {
  play: async ({ canvasElement, globals, parameters }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: t('Member.Account.title') })).toBeVisible();
    await expect(canvas.getByText('Camille Martin')).toBeVisible();
    await expect(canvas.getByText(/camille\.martin@example\.com/)).toHaveTextContent(
      t('Member.Account.emailNotVerified'),
    );
    const favourites = within(canvas.getByRole('region', { name: t('Member.Account.favouritesTitle') }));
    await expect(favourites.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/cinemas/marquee-wepler',
      '/cinemas/marquee-parnasse',
    ]);
    const wishlist = within(canvas.getByRole('region', { name: t('Member.Account.wishlistTitle') }));
    await expect(wishlist.getByRole('link', { name: 'Orbite' })).toBeVisible();
    // Keyboard: the first remove button is reached with Tab and pressed with Enter.
    const remove = favourites.getAllByRole('button')[0];
    remove?.focus();
    await userEvent.keyboard('{Enter}');
    const member = parameters.member as typeof signedIn;
    await expect(member.toggleFavouriteCinema).toHaveBeenCalledWith('marquee-wepler');
    await userEvent.click(wishlist.getByRole('button'));
    await expect(member.setWishlist).toHaveBeenCalledWith('orbite-10002', false);
    // Decision 0042: no calendar feed yet, one button makes it.
    const calendar = within(canvas.getByRole('region', { name: t('Member.Calendar.title') }));
    await expect(calendar.getByRole('button', { name: t('Member.Calendar.create') })).toBeEnabled();
    await expect(calendar.queryByRole('button', { name: t('Member.Calendar.revoke') })).toBeNull();
  },
};

/**
 * Decision 0042: a calendar feed is active. Its secret address is not shown again (the API keeps
 * only its digest): the page says since when, and offers a new address or turning it off.
 */
export const CalendarFeedActive: Story = {
  parameters: {
    swr: {
      fallback: {
        [key('account')]: account,
        [key('favouriteCinemas')]: { cinemas: ['marquee-wepler', 'marquee-parnasse'] },
        [showsKey('fr')]: shows,
        [calendarKey]: { active: true, since: '2026-11-20T10:00:00.000Z' },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const calendar = within(within(pageOf(canvasElement)).getByRole('region', { name: t('Member.Calendar.title') }));
    await expect(calendar.getByText(t('Member.Calendar.active', { date: '20/11/2026' }))).toBeVisible();
    await expect(calendar.getByRole('button', { name: t('Member.Calendar.replace') })).toBeEnabled();
    await expect(calendar.getByRole('button', { name: t('Member.Calendar.revoke') })).toBeEnabled();
    await expect(calendar.queryByRole('textbox')).toBeNull();
  },
};

/** A member with no favourite cinema and an empty wishlist: each section says so. */
export const Empty: Story = {
  parameters: {
    member: memberFixture(memberActions(), { status: 'signedIn', client: clientFixture() }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(t('Member.Account.favouritesEmpty'))).toBeVisible();
    await expect(canvas.getByText(t('Member.Account.wishlistEmpty'))).toBeVisible();
  },
};

/** member §7/§8: accounts/me failing sends the member to /error-client#CLI-ACC-001. */
export const AccountLoadFailed: Story = {
  parameters: { swr: { mode: 'error' } },
  play: async () => {
    await waitFor(() => expect(navigations).toEqual(['/error-client#CLI-ACC-001']));
  },
};

/** member §7/§8: accounts/me/cinemas failing sends the member to /error-client#CLI-ACC-002. */
export const FavouriteCinemasLoadFailed: Story = {
  parameters: {
    swr: {
      fallback: { [key('account')]: account, [showsKey('fr')]: shows },
      failing: [key('favouriteCinemas')],
    },
  },
  play: async () => {
    await waitFor(() => expect(navigations).toEqual(['/error-client#CLI-ACC-002']));
  },
};

/** member §6: signed out, the account is not shown; the page offers sign-in and sign-up back to it. */
export const SignedOut: Story = {
  parameters: { member: signedOutOn('/mon-compte') },
  play: ({ canvasElement, globals }) => expectSignInOffered(canvasElement, globals, '/mon-compte'),
};

/**
 * Before the session answers (decision 0037), as the server paints the page: its title and a polite
 * loading status, nothing of anyone's account.
 */
export const SessionUnknown: Story = {
  parameters: { member: sessionUnknown() },
  play: ({ canvasElement, globals }) => expectSessionLoading(canvasElement, globals, 'Member.Account.title'),
};
