import type { PageDefinition } from '../../page.ts';
import { HomePage, homeFeaturedType } from './HomePage.tsx';

export const homePage: PageDefinition = {
  Component: HomePage,
  calls: () => [{ id: 'featured', query: { type: homeFeaturedType } }, { id: 'shows' }, { id: 'news' }],
  seo: (_context, _answer, t) => ({ title: t('films.home.seoTitle'), description: t('films.home.seoDescription') }),
};

export { HomePage, homeFeaturedType, upcomingTeaserSize } from './HomePage.tsx';
