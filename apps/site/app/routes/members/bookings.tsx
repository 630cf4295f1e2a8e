import { bookingsPage as definition } from '@marquee/pages/members/BookingsPage';
import type { Route } from './+types/bookings';
import { pageHeaders, pageMeta, pageRoute } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

const Page = pageRoute(async () => (await import('@marquee/pages/members/BookingsPage')).BookingsPage);

export const loader = async (args: Route.LoaderArgs) => {
  await Page.preload();
  return pageLoader(definition, args);
};
export const meta = pageMeta;
export const headers = pageHeaders;
export default Page;
