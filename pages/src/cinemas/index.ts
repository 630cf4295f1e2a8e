import type { RouteKind } from '@marquee/data';
import type { PageDefinition } from '../page.ts';
import { cinemaLightPage, cinemaPage } from './CinemaPage/index.ts';
import { cinemasListPage } from './CinemasListPage/index.ts';
import { cityLightPage } from './CityLightPage/index.ts';
import { cityPage } from './CityPage/index.ts';
import { experienceGroupPage } from './ExperienceGroupPage/index.ts';
import { experiencePage } from './ExperiencePage/index.ts';
import { experiencesPage } from './ExperiencesPage/index.ts';
import { subscriptionPage } from './SubscriptionPage/index.ts';

/** The cinemas area's pages by route kind (catalogue.txt §2). */
export const cinemasPages: Partial<Record<RouteKind, PageDefinition>> = {
  'Cinema.List': cinemasListPage,
  'Cinema.Single': cinemaPage,
  'Cinema.Light': cinemaLightPage,
  'Cinema.City.Single': cityPage,
  'Cinema.City.Light': cityLightPage,
  'Experience.Landing': experiencesPage,
  'Experience.Group': experienceGroupPage,
  'Experience.Single': experiencePage,
  Subscription: subscriptionPage,
};

export { CinemaPage } from './CinemaPage/index.ts';
export { CinemasListPage } from './CinemasListPage/index.ts';
export { CityLightPage } from './CityLightPage/index.ts';
export { CityPage } from './CityPage/index.ts';
export { ExperienceGroupPage } from './ExperienceGroupPage/index.ts';
export { ExperiencePage } from './ExperiencePage/index.ts';
export { ExperiencesPage } from './ExperiencesPage/index.ts';
export { SubscriptionPage } from './SubscriptionPage/index.ts';

export {
  cinemaLightPage,
  cinemaPage,
  cinemasListPage,
  cityLightPage,
  cityPage,
  experienceGroupPage,
  experiencePage,
  experiencesPage,
  subscriptionPage,
};
