import type { PageDefinition } from '../../page.ts';
import { UpcomingPage } from './UpcomingPage.tsx';

export const upcomingPage: PageDefinition = {
  Component: UpcomingPage,
  // The zone of a chosen city loads in the browser: the server renders the full list.
  calls: () => [{ id: 'shows' }, { id: 'cities' }],
  seo: (_context, _answer, t) => ({
    title: t('films.upcoming.seoTitle'),
    description: t('films.upcoming.seoDescription'),
  }),
};

export { UpcomingPage } from './UpcomingPage.tsx';
