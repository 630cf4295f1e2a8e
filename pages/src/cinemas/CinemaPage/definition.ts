import { apiCalls } from '@marquee/data';
import type { PageCall, PageContext, PageDefinition } from '../../page.ts';
import { firstText, readAnswer } from '../shared/answers.ts';
import { CinemaPage } from './CinemaPage.tsx';
import { selectedDayCalls } from './schedule.ts';

const programmeCall = (slug: string): PageCall => ({ id: 'cinemaShows', params: { slug } });

function cinemaCalls({ target }: PageContext): PageCall[] {
  const slug = target.params.slug;
  if (!slug) return [];
  return [
    { id: 'cinema', params: { slug }, main: true },
    programmeCall(slug),
    // Titles, posters and ratings of the programme's shows; names of the nearby cinemas and cities.
    { id: 'shows' },
    { id: 'cinemas' },
    { id: 'cities' },
    // The cinema's alerts (type 2); the shell reads the same answer for the site alert.
    { id: 'alerts' },
    // The showtime grid and its details panel: tags, versions in words, the advertising minutes.
    { id: 'tags' },
    { id: 'versions' },
    { id: 'settings' },
  ];
}

/**
 * catalogue.txt §2 single-cinema page. The loader makes the selected day's showtimes calls second
 * (one per show: the API has no bulk call), so the server HTML holds that day's showtimes.
 */
export const cinemaPage = {
  Component: CinemaPage,
  calls: cinemaCalls,
  followUpCalls: ({ site, target, now }, answer) => {
    const slug = target.params.slug;
    if (!slug) return [];
    return selectedDayCalls(site, slug, target.filters?.date, answer(programmeCall(slug)), new Date(now));
  },
  seo: (context, answer, t) => {
    const [main] = cinemaCalls(context);
    const wire = main ? readAnswer(answer, main, apiCalls.cinema) : undefined;
    if (!wire) return {};
    const city = wire.theaters?.[0]?.addressCity;
    return {
      title: firstText(
        wire.seo?.title,
        city ? t('cinemas.cinema.seoTitle', { name: wire.name, city }) : undefined,
        wire.name,
      ),
      description: firstText(wire.seo?.description, t('cinemas.cinema.seoDescription', { name: wire.name })),
      image: wire.backdrop,
    };
  },
} satisfies PageDefinition;

/**
 * member-and-shell.txt §2 Header: "A CinemaLight page uses a light header". The same page; its
 * links to other cinemas and cities stay on light pages.
 */
export const cinemaLightPage: PageDefinition = {
  // Named one by one, not spread: a spread may run getters, so the bundler would keep both
  // definitions (and the schemas they read) in the browser's code, which needs neither.
  Component: cinemaPage.Component,
  calls: cinemaPage.calls,
  followUpCalls: cinemaPage.followUpCalls,
  seo: cinemaPage.seo,
  layout: { header: 'light' },
};
