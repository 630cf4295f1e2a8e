import { legalPage as definition } from '@marquee/pages/content/LegalPage';
import type { Route } from './+types/legal';
import { pageMeta, pageRoute } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

const Page = pageRoute(async () => (await import('@marquee/pages/content/LegalPage')).legalPage.Component);

export const loader = async (args: Route.LoaderArgs) => {
  await Page.preload();
  return pageLoader(definition, args);
};
export const meta = pageMeta;
export default Page;
