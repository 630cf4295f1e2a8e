import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { storyNow } from '../../storybook/clock.ts';
import { browserCallKey } from '../../storybook/storyContext.ts';
import { shellAnswers } from '../../storybook/shellAnswers.ts';
import { storyText } from '../../storybook/storyText.ts';
import {
  expectSessionLoading,
  expectSignInOffered,
  sessionUnknown,
  signedOutOn,
} from '../../storybook/memberPageStates.ts';
import { clientFixture, memberFixture } from '../memberFixture.ts';
import { memberActions } from '../../storybook/member.tsx';
import { BookingsPage, bookingsPage } from './BookingsPage.tsx';

const meta = {
  title: 'Pages/Members/Bookings',
  component: BookingsPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: bookingsPage,
    member: memberFixture(memberActions(), { status: 'signedIn', client: clientFixture() }),
  },
  args: {
    site: 'fr',
    language: 'fr',
    target: { kind: 'Client.Account.Booking', language: 'fr', params: {} },
    features: defaultFeatures('fr'),
    now: storyNow,
  },
} satisfies Meta<typeof BookingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Signed in (member-and-shell.txt §2, §6): the purchase tunnel keeps the member's orders
 * (settings.cmdUrl), so the page says so and links there, and back to the account.
 */
export const SignedIn: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: t('Member.Bookings.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('Member.Bookings.tunnel') })).toHaveAttribute(
      'href',
      'https://tickets.marquee.fr',
    );
    await expect(canvas.getByRole('link', { name: t('Member.Bookings.account') })).toHaveAttribute(
      'href',
      '/mon-compte',
    );
  },
};

/** The settings name no purchase tunnel: the page says where the tickets are instead of a dead link. */
export const NoTunnel: Story = {
  parameters: {
    swr: {
      fallback: {
        [browserCallKey('settings', 'fr')]: { ...(shellAnswers('fr', 'fr').settings as object), cmdUrl: '' },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(t('Member.Bookings.noTunnel'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('Member.Bookings.tunnel') })).toBeNull();
  },
};

/** member §6: signed out, the page offers sign-in and sign-up back to it. */
export const SignedOut: Story = {
  parameters: { member: signedOutOn('/mon-compte/reservations') },
  play: ({ canvasElement, globals }) => expectSignInOffered(canvasElement, globals, '/mon-compte/reservations'),
};

/** Before the session answers (decision 0037), as the server paints the page: its title and a polite loading status. */
export const SessionUnknown: Story = {
  parameters: { member: sessionUnknown() },
  play: ({ canvasElement, globals }) => expectSessionLoading(canvasElement, globals, 'Member.Bookings.title'),
};
