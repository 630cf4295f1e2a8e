import { authCallbackPage as definition } from '@marquee/pages/content/AuthCallbackPage';
import type { Route } from './+types/auth-callback';
import { pageMeta, pageRoute } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

const Page = pageRoute(
  async () => (await import('@marquee/pages/content/AuthCallbackPage')).authCallbackPage.Component,
);

export const loader = async (args: Route.LoaderArgs) => {
  await Page.preload();
  return pageLoader(definition, args);
};
export const meta = pageMeta;
export default Page;
