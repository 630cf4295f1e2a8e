import { faqCategoryPage as definition } from '@marquee/pages/content';
import type { Route } from './+types/faq-category';
import { PageRoute, pageMeta } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

export const loader = (args: Route.LoaderArgs) => pageLoader(definition, args);
export const meta = pageMeta;

export default function Page() {
  return <PageRoute definition={definition} />;
}
