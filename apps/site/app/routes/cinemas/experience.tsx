import { experiencePage as definition } from '@marquee/pages/cinemas/ExperiencePage';
import type { Route } from './+types/experience';
import { pageHeaders, pageMeta, pageRoute } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

const Page = pageRoute(async () => (await import('@marquee/pages/cinemas/ExperiencePage')).ExperiencePage);

export const loader = async (args: Route.LoaderArgs) => {
  await Page.preload();
  return pageLoader(definition, args);
};
export const meta = pageMeta;
export const headers = pageHeaders;
export default Page;
