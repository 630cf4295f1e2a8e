import type { RouteKind } from '@marquee/data';
import type { PageDefinition } from '../page.ts';
import { eventsPage } from './EventsPage/index.ts';
import { homePage } from './HomePage/index.ts';
import { seasonPage } from './SeasonPage/index.ts';
import { showPage } from './ShowPage/index.ts';
import { showsListPage } from './ShowsListPage/index.ts';
import { upcomingPage } from './UpcomingPage/index.ts';

/** The films area's pages by route kind (catalogue.txt §2); the film and season pages serve several kinds. */
export const filmsPages: Partial<Record<RouteKind, PageDefinition>> = {
  'Movies.Home': homePage,
  'Shows.List': showsListPage,
  'Shows.Movie': showPage,
  'Shows.Entertainment': showPage,
  'Shows.Upcoming': upcomingPage,
  'Shows.EntertainmentList': eventsPage,
  Season: seasonPage,
  'Season.EventSpecial': seasonPage,
  'Season.BrandedEvents': seasonPage,
};

export { eventsPage, homePage, seasonPage, showPage, showsListPage, upcomingPage };
