import type { PageDefinition } from '../../page.ts';
import { ShowsListPage } from './ShowsListPage.tsx';

export const showsListPage: PageDefinition = {
  Component: ShowsListPage,
  calls: () => [{ id: 'shows' }],
  seo: (_context, _answer, t) => ({
    title: t('films.showsList.seoTitle'),
    description: t('films.showsList.seoDescription'),
  }),
};

export { ShowsListPage } from './ShowsListPage.tsx';
