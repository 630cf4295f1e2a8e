import { faqArticleByIdPage, faqArticleBySlugPage } from '@marquee/pages/content/FaqArticlePage';
import type { Route } from './+types/faq-article';
import { pageHeaders, pageMeta, pageRoute } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

/** The help article by id and by slug (catalogue.txt §2 Help centre routes) share this module and its component. */
const definitionFor = (params: Record<string, string | undefined>) =>
  params.id === undefined ? faqArticleBySlugPage : faqArticleByIdPage;

const Page = pageRoute(async () => (await import('@marquee/pages/content/FaqArticlePage')).FaqArticlePage);

export const loader = async (args: Route.LoaderArgs) => {
  await Page.preload();
  return pageLoader(definitionFor(args.params), args);
};
export const meta = pageMeta;
export const headers = pageHeaders;
export default Page;
