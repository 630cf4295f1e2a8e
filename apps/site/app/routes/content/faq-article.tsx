import { faqArticleByIdPage, faqArticleBySlugPage } from '@marquee/pages/content';
import type { Route } from './+types/faq-article';
import { PageRoute, pageMeta } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

/** The help article by id and by slug (catalogue.txt §2 Help centre routes) share this module. */
const definitionFor = (params: Record<string, string | undefined>) =>
  params.id === undefined ? faqArticleBySlugPage : faqArticleByIdPage;

export const loader = (args: Route.LoaderArgs) => pageLoader(definitionFor(args.params), args);
export const meta = pageMeta;

export default function Page({ params }: Route.ComponentProps) {
  return <PageRoute definition={definitionFor(params)} />;
}
