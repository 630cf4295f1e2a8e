import type { PageDefinition } from '../../page.ts';
import { EventsPage } from './EventsPage.tsx';

export const eventsPage: PageDefinition = {
  Component: EventsPage,
  calls: () => [{ id: 'events' }],
  seo: (_context, _answer, t) => ({ title: t('films.events.seoTitle'), description: t('films.events.seoDescription') }),
};

export { EventsPage } from './EventsPage.tsx';
