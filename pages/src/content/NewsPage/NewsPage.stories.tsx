import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import { browserCallKey, fallbackFor, storyContext } from '../../storybook/storyContext.ts';
import newsPage1 from '../../fixtures/news-page-1.fr.json' with { type: 'json' };
import newsPage2 from '../../fixtures/news-page-2.fr.json' with { type: 'json' };
import { withAddress } from '../../storybook/storyLocation.ts';
import { NewsPage, newsPage } from './NewsPage.tsx';
import { storyText } from '../../storybook/storyText.ts';

const context = storyContext('News.List');

const meta = {
  title: 'Pages/Content/News',
  component: NewsPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: newsPage },
  args: context,
} satisfies Meta<typeof NewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 as the server renders it: 26 news make 2 pages of 23 (catalogue.txt §9). */
export const Loaded: Story = {
  parameters: swr({ fallback: fallbackFor(newsPage, context, { news: newsPage1 }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: t('content.news.title') })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(newsPage1.items.length);
    await expect(canvas.getByRole('link', { name: 'La Dernière Séance : les coulisses du tournage' })).toHaveAttribute(
      'href',
      '/actualites/la-derniere-seance-les-coulisses-du-tournage-1',
    );
    const pager = canvas.getByRole('navigation', { name: t('content.news.pager.label') });
    await expect(within(pager).getByRole('link', { name: t('content.news.pager.page', { page: 1 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pager).getByRole('link', { name: t('content.news.pager.page', { page: 2 }) })).toHaveAttribute(
      'href',
      '/actualites?page=2',
    );
    // catalogue.txt §4 News page: the article-type filter, off: each type turns it on at page 1.
    const filter = canvas.getByRole('navigation', { name: t('content.news.filter.label') });
    await expect(within(filter).getByRole('link', { name: t('content.news.filter.event') })).toHaveAttribute(
      'href',
      '/actualites?type=event',
    );
    await expect(within(filter).getByRole('link', { name: t('content.news.filter.news') })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/**
 * catalogue.txt §4 News page: "An article-type filter toggles on and off and resets the page to 1".
 * The address names the events filter on page 2: the events link is on and turns it off (back to
 * page 1 of every article), the news link switches to news at page 1, the pager keeps the filter.
 */
export const FilteredByType: Story = {
  beforeEach: withAddress({ query: { type: 'event', page: '2' } }),
  parameters: swr({
    fallback: {
      ...fallbackFor(newsPage, context, { news: newsPage1 }),
      [browserCallKey('news', 'fr', { query: { page: 2, type: 'event' } })]: newsPage2,
    },
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(await canvas.findByText(t('content.news.pageOf', { page: 2, total: 2 }))).toBeVisible();
    const filter = canvas.getByRole('navigation', { name: t('content.news.filter.label') });
    const events = within(filter).getByRole('link', { name: t('content.news.filter.event') });
    await expect(events).toHaveAttribute('aria-current', 'true');
    await expect(events).toHaveAttribute('href', '/actualites');
    await expect(within(filter).getByRole('link', { name: t('content.news.filter.news') })).toHaveAttribute(
      'href',
      '/actualites?type=news',
    );
    const pager = canvas.getByRole('navigation', { name: t('content.news.pager.label') });
    await expect(within(pager).getByRole('link', { name: t('content.news.pager.page', { page: 1 }) })).toHaveAttribute(
      'href',
      '/actualites?type=event',
    );
  },
};

/** The address asks for page 2: the page reads it in the browser and loads that page. */
export const SecondPage: Story = {
  beforeEach: withAddress({ query: { page: '2' } }),
  parameters: swr({
    fallback: {
      ...fallbackFor(newsPage, context, { news: newsPage1 }),
      [browserCallKey('news', 'fr', { query: { page: 2 } })]: newsPage2,
    },
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(await canvas.findByText(t('content.news.pageOf', { page: 2, total: 2 }))).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(newsPage2.items.length);
    const pager = canvas.getByRole('navigation', { name: t('content.news.pager.label') });
    await expect(within(pager).getByRole('link', { name: t('content.news.pager.page', { page: 2 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pager).getByRole('link', { name: t('content.news.pager.page', { page: 1 }) })).toHaveAttribute(
      'href',
      '/actualites',
    );
  },
};

export const Empty: Story = {
  parameters: swr({
    fallback: fallbackFor(newsPage, context, { news: { items: [], total: 0, page: 1, pageSize: 23 } }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(t('content.news.empty'))).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('content.news.pager.label') })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).getByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const alert = await within(pageOf(canvasElement)).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('status.retry') })).toBeVisible();
  },
};

export const LongContent: Story = {
  parameters: swr({
    fallback: fallbackFor(newsPage, context, {
      news: {
        ...newsPage1,
        items: newsPage1.items.map((item) => ({
          ...item,
          title: `${item.title} : entretien exclusif avec toute l’équipe du film et retour sur dix-huit mois de tournage`,
        })),
      },
    }),
  }),
};
