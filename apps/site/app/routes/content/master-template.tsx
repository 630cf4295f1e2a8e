import { masterTemplatePage as definition } from '@marquee/pages/content/MasterTemplatePage';
import type { Route } from './+types/master-template';
import { pageMeta, pageRoute } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

const Page = pageRoute(
  async () => (await import('@marquee/pages/content/MasterTemplatePage')).masterTemplatePage.Component,
);

export const loader = async (args: Route.LoaderArgs) => {
  await Page.preload();
  return pageLoader(definition, args);
};
export const meta = pageMeta;
export default Page;
