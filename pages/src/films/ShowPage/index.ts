import { cmsPlainText, shortDescription, wireShowDetail } from '@marquee/data';
import { awaitsGeolocatedZone } from '../../locator/choice.ts';
import type { PageContext, PageDefinition } from '../../page.ts';
import { selectedDayCall } from '../showtimes/days.ts';
import { serverShowtimesScope } from '../showtimes/pageScope.ts';
import { ShowPage } from './ShowPage.tsx';
import { showPageStructuredData } from './structuredData.ts';

const slugParams = ({ target }: PageContext) => ({ slug: target.params.slug ?? '' });

export const showPage: PageDefinition = {
  Component: ShowPage,
  calls: (context) => [
    { id: 'show', params: slugParams(context), main: true },
    { id: 'showCinemas', params: slugParams(context) },
    { id: 'cinemas' },
    // The locator's city choice stands for the city's cinemas (the shell reads the same list).
    { id: 'cities' },
    { id: 'versions' },
    { id: 'tags' },
    { id: 'settings' },
    // member §4 load-fail: the backend's zone decides whose showtimes show (the shell asks too).
    ...(awaitsGeolocatedZone(context) ? [{ id: 'zone' } as const] : []),
  ],
  // The showtimes of the day the page opens on: it depends on the days the cinemas answer, and on
  // whose showtimes show (the address's localisation, else the locator cookie's choice).
  followUpCalls: (context, answer) => {
    const call = selectedDayCall(
      context.site,
      slugParams(context).slug,
      context.target.filters,
      answer({ id: 'showCinemas', params: slugParams(context) }),
      new Date(context.now),
      serverShowtimesScope(context, answer),
    );
    return call ? [call] : [];
  },
  structuredData: showPageStructuredData,
  seo: (context, answer, t) => {
    const parsed = wireShowDetail.safeParse(answer({ id: 'show', params: slugParams(context), main: true }));
    if (!parsed.success) return { title: t('films.show.title') };
    const { title, synopsis, posterPath } = parsed.data;
    const description = shortDescription(cmsPlainText(synopsis));
    return {
      title: t('films.show.seoTitle', { title }),
      description: description || t('films.show.seoDescription', { title }),
      image: posterPath?.lg ?? posterPath?.md,
    };
  },
};

export { ShowPage } from './ShowPage.tsx';
