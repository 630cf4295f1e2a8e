import { seasonPage as definition } from '@marquee/pages/films/SeasonPage';
import type { Route } from './+types/season';
import { pageHeaders, pageMeta, pageRoute } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

const Page = pageRoute(async () => (await import('@marquee/pages/films/SeasonPage')).SeasonPage);

export const loader = async (args: Route.LoaderArgs) => {
  await Page.preload();
  return pageLoader(definition, args);
};
export const meta = pageMeta;
export const headers = pageHeaders;
export default Page;
