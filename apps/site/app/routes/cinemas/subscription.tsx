import { subscriptionPage as definition } from '@marquee/pages/cinemas/SubscriptionPage';
import type { Route } from './+types/subscription';
import { pageHeaders, pageMeta, pageRoute } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

const Page = pageRoute(async () => (await import('@marquee/pages/cinemas/SubscriptionPage')).SubscriptionPage);

export const loader = async (args: Route.LoaderArgs) => {
  await Page.preload();
  return pageLoader(definition, args);
};
export const meta = pageMeta;
export const headers = pageHeaders;
export default Page;
