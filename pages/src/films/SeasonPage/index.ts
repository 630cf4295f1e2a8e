import { seasonSeoDescription, wireEvent } from '@marquee/data';
import type { PageContext, PageDefinition } from '../../page.ts';
import { plainText } from '../shared/text.ts';
import { SeasonPage } from './SeasonPage.tsx';

const slugParams = ({ target }: PageContext) => ({ slug: target.params.slug ?? '' });

export const seasonPage: PageDefinition = {
  Component: SeasonPage,
  calls: (context) => [
    { id: 'event', params: slugParams(context), main: true },
    { id: 'eventShows', params: slugParams(context) },
    { id: 'shows' },
  ],
  seo: (context, answer, t) => {
    const parsed = wireEvent.safeParse(answer({ id: 'event', params: slugParams(context), main: true }));
    if (!parsed.success) return { title: t('films.season.title') };
    const { title, seo, description } = parsed.data;
    const name = seo?.title || title;
    // member-and-shell.txt §9: a season description in SEO is cut to 100 characters.
    const text = seo?.description || seasonSeoDescription(plainText(description));
    return {
      title: t('films.season.seoTitle', { title: name }),
      description: text || t('films.season.seoDescription', { title: name }),
    };
  },
};

export { SeasonPage } from './SeasonPage.tsx';
