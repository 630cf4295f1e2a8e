import type { RouteKind } from '@marquee/data';
import type { PageDefinition } from '../page.ts';
import { accountPage } from './AccountPage/index.ts';
import { bookingsPage } from './BookingsPage/index.ts';

/**
 * The member side (member-and-shell.txt §4, §6): `MemberProvider` (mounted by the site shell on
 * every page) gives `useMember()`; the client area's pages, account and bookings, by route kind.
 */
export const membersPages: Partial<Record<RouteKind, PageDefinition>> = {
  'Client.Account.Account': accountPage,
  'Client.Account.Booking': bookingsPage,
};

export { accountPage, bookingsPage };
export { MemberContext, useMember, type MemberState, type MemberStatus, type SignInReason } from './memberContext.ts';
export { MemberProvider, type MemberProviderProps } from './MemberProvider.tsx';
export { PageNavigationContext, type PageNavigation } from './navigation.ts';
export { type SessionAnswer } from './session.ts';
