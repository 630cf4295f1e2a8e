import type { PageDefinition } from '../../page.ts';
import { UpcomingPage } from './UpcomingPage.tsx';

export const upcomingPage: PageDefinition = {
  Component: UpcomingPage,
  calls: () => [{ id: 'shows' }],
  seo: (_context, _answer, t) => ({
    title: t('films.upcoming.seoTitle'),
    description: t('films.upcoming.seoDescription'),
  }),
};

export { UpcomingPage } from './UpcomingPage.tsx';
