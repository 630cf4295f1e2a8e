import { showsListPage as definition } from '@marquee/pages/films/ShowsListPage';
import type { Route } from './+types/shows-list';
import { pageHeaders, pageMeta, pageRoute } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

const Page = pageRoute(async () => (await import('@marquee/pages/films/ShowsListPage')).ShowsListPage);

export const loader = async (args: Route.LoaderArgs) => {
  await Page.preload();
  return pageLoader(definition, args);
};
export const meta = pageMeta;
export const headers = pageHeaders;
export default Page;
