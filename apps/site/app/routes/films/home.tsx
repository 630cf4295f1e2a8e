import { homePage as definition } from '@marquee/pages/films/HomePage';
import type { Route } from './+types/home';
import { pageHeaders, pageMeta, pageRoute } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

const Page = pageRoute(async () => (await import('@marquee/pages/films/HomePage')).HomePage);

export const loader = async (args: Route.LoaderArgs) => {
  await Page.preload();
  return pageLoader(definition, args);
};
export const meta = pageMeta;
export const headers = pageHeaders;
export default Page;
