import { storyText } from '../../storybook/storyText.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import featured from '../../fixtures/featured-home.fr.json' with { type: 'json' };
import { fallbackFor } from '../../storybook/fallback.ts';
import news from '../../fixtures/news.fr.json' with { type: 'json' };
import shows from '../../fixtures/shows.fr.json' with { type: 'json' };
import { homePage } from './index.ts';
import { HomePage } from './HomePage.tsx';
import { storyNow } from '../../storybook/clock.ts';
import { wordsCutAcrossLines } from '../../storybook/wordBreaks.ts';

const context: PageContext = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Movies.Home', language: 'fr', params: {} },
  features: defaultFeatures('fr'),
  now: storyNow,
};

const meta = {
  title: 'Pages/Films/Home',
  component: HomePage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: homePage },
  args: context,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = swr({ fallback: fallbackFor(homePage, context, { featured, news, shows }) });

export const Loaded: Story = {
  parameters: loaded,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // catalogue.txt §9: the home shows the first 4 news pushes.
    const newsSection = canvas.getByRole('region', { name: t('films.home.news') });
    await expect(within(newsSection).getAllByRole('article')).toHaveLength(4);
    // The films follow the home order: the first card is the show with home order 1.
    const films = canvas.getByRole('region', { name: t('films.home.films') });
    await expect(within(films).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('La Dernière Séance');
    await expect(canvas.getByRole('link', { name: t('films.home.allUpcoming') })).toHaveAttribute(
      'href',
      '/sorties-cinema',
    );
    // Issue 20: on a desktop the hero's title and call to action sit over the picture, on top of it:
    // a click at their centre reaches them, not the picture.
    const hero = canvas.getByRole('region', { name: t('films.home.featured') });
    const [cta] = within(hero).getAllByRole('link', { name: t('films.home.featuredCta') });
    const [title] = within(hero).getAllByRole('heading', { level: 2 });
    for (const element of [cta, title]) {
      const box = element?.getBoundingClientRect();
      const hit = box && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(hit && element?.contains(hit)).toBe(true);
    }
  },
};

export const LoadedMobile: Story = {
  parameters: loaded,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const films = within(pageOf(canvasElement)).getByRole('region', { name: t('films.home.films') });
    // Issue 20: on a phone the film titles break between words, and hyphenate a word too long for its line.
    for (const title of within(films).getAllByRole('heading', { level: 3 })) {
      await expect(wordsCutAcrossLines(title)).toEqual([]);
      await expect(getComputedStyle(title).hyphens).toBe('auto');
    }
  },
};

export const LoadedLarge: Story = {
  parameters: loaded,
  globals: { viewport: { value: 'large' } },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).getAllByRole('status').length).toBeGreaterThan(0);
  },
};

export const Error: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const alerts = await within(pageOf(canvasElement)).findAllByRole('alert');
    await expect(alerts).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: swr({
    fallback: fallbackFor(homePage, context, {
      featured: [],
      news: { items: [], total: 0, page: 1, pageSize: 23 },
      shows: { shows: [], labels: [], contentratings: [] },
    }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(t('films.home.filmsEmpty'))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t('films.home.upcoming') })).toBeNull();
  },
};
