import { experiencesPage as definition } from '@marquee/pages/cinemas/ExperiencesPage';
import type { Route } from './+types/experiences';
import { pageHeaders, pageMeta, pageRoute } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

const Page = pageRoute(async () => (await import('@marquee/pages/cinemas/ExperiencesPage')).ExperiencesPage);

export const loader = async (args: Route.LoaderArgs) => {
  await Page.preload();
  return pageLoader(definition, args);
};
export const meta = pageMeta;
export const headers = pageHeaders;
export default Page;
