import {
  cmsPlainText,
  seasonDays,
  seasonSeoDescription,
  toSchedule,
  wireCinemaProgramme,
  wireEvent,
  wireShowsResponse,
} from '@marquee/data';
import type { PageCall, PageContext, PageDefinition } from '../../page.ts';
import { SeasonPage } from './SeasonPage.tsx';

const slugParams = ({ target }: PageContext) => ({ slug: target.params.slug ?? '' });

export const seasonPage: PageDefinition = {
  Component: SeasonPage,
  calls: (context) => [
    { id: 'event', params: slugParams(context), main: true },
    { id: 'eventShows', params: slugParams(context) },
    { id: 'shows' },
    { id: 'cinemas' },
  ],
  /**
   * The showtimes of the season's first day, one call per show playing it (the page opens on that
   * day), so the server render lists them; other days load in the browser when chosen.
   */
  followUpCalls: (context, answer) => {
    const programme = wireCinemaProgramme.safeParse(answer({ id: 'eventShows', params: slugParams(context) }));
    if (!programme.success) return [];
    const summaries = wireShowsResponse.safeParse(answer({ id: 'shows' }));
    const known = summaries.success ? new Set(summaries.data.shows.map((show) => show.slug)) : null;
    const first = seasonDays(toSchedule(programme.data))
      .map((day) => ({ ...day, shows: day.shows.filter((show) => known?.has(show) ?? true) }))
      .find((day) => day.shows.length > 0);
    return (first?.shows ?? []).map((slug): PageCall => ({
      id: 'showShowtimesByDate',
      params: { slug, date: first?.date ?? '' },
    }));
  },
  seo: (context, answer, t) => {
    const parsed = wireEvent.safeParse(answer({ id: 'event', params: slugParams(context), main: true }));
    if (!parsed.success) return { title: t('films.season.title') };
    const { title, seo, description } = parsed.data;
    const name = seo?.title || title;
    // member-and-shell.txt §9: a season description in SEO is cut to 100 characters.
    const text = seo?.description || seasonSeoDescription(cmsPlainText(description));
    return {
      title: t('films.season.seoTitle', { title: name }),
      description: text || t('films.season.seoDescription', { title: name }),
    };
  },
};

export { SeasonPage } from './SeasonPage.tsx';
