import { upcomingPage as definition } from '@marquee/pages/films/UpcomingPage';
import type { Route } from './+types/upcoming';
import { pageHeaders, pageMeta, pageRoute } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

const Page = pageRoute(async () => (await import('@marquee/pages/films/UpcomingPage')).UpcomingPage);

export const loader = async (args: Route.LoaderArgs) => {
  await Page.preload();
  return pageLoader(definition, args);
};
export const meta = pageMeta;
export const headers = pageHeaders;
export default Page;
