import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import { browserCallKey, fallbackFor, storyContext } from '../../storybook/storyContext.ts';
import showFr from '../../fixtures/show-orbite.fr.json' with { type: 'json' };
import newsItem from '../../fixtures/news-item.fr.json' with { type: 'json' };
import { withApiStatus } from '../../storybook/withApiStatus.tsx';
import { NewsItemPage, newsItemPage } from './NewsItemPage.tsx';
import { storyText } from '../../storybook/storyText.ts';

const context = storyContext('News.Single', { slug: newsItem.slug });

const meta = {
  title: 'Pages/Content/News item',
  component: NewsItemPage,
  decorators: [withApiStatus, withPage],
  parameters: { layout: 'fullscreen', page: newsItemPage },
  args: context,
} satisfies Meta<typeof NewsItemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The article and the show it features (catalogue.txt §3 Article `featuredShow`), loaded with the page. */
export const Loaded: Story = {
  parameters: swr({
    fallback: {
      ...fallbackFor(newsItemPage, context, { newsItem: { ...newsItem, featuredShow: showFr.slug } }),
      [browserCallKey('show', 'fr', { params: { slug: showFr.slug } })]: showFr,
    },
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: newsItem.title })).toBeVisible();
    await expect(canvas.getByText(t('content.article.types.news'))).toBeVisible();
    await expect(
      canvas.getByText(
        `${t('content.article.published', { date: '21/11/2026' })} · ${t('content.article.author', { author: 'Karim Benali' })}`,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('content.newsItem.back') })).toHaveAttribute('href', '/actualites');
    // catalogue.txt §3 Article social media: the fr site shares on Facebook and X (member-and-shell.txt §9).
    const share = canvas.getByRole('list', { name: t('content.article.share') });
    await expect(within(share).getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`http://fr.localhost:3000/actualites/${newsItem.slug}`)}`,
    );
    await expect(within(share).getByRole('link', { name: /^X\b/ })).toHaveAttribute('target', '_blank');
    const featured = canvas.getByRole('region', { name: t('content.article.featuredShow') });
    await expect(within(featured).getByRole('link', { name: new RegExp(showFr.title) })).toHaveAttribute(
      'href',
      `/films/${showFr.slug}`,
    );
  },
};

/** The display flags turn off the date, the tag, the share links and the way back (catalogue.txt §3 Article). */
export const WithoutDisplayExtras: Story = {
  parameters: swr({
    fallback: fallbackFor(newsItemPage, context, {
      newsItem: {
        ...newsItem,
        displayCreationDate: false,
        displayNewsTag: false,
        displayBackToNews: false,
        displaySocialMedia: false,
      },
    }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.queryByRole('list', { name: t('content.article.share') })).toBeNull();
    await expect(canvas.queryByText(t('content.article.types.news'))).toBeNull();
    await expect(canvas.getByText(t('content.article.author', { author: 'Karim Benali' }))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('content.newsItem.back') })).toBeNull();
  },
};

export const LongContent: Story = {
  parameters: swr({
    fallback: fallbackFor(newsItemPage, context, {
      newsItem: {
        ...newsItem,
        title: `${newsItem.title}, racontées par la réalisatrice, les acteurs et toute l’équipe technique`,
        content: Array.from(
          { length: 6 },
          (_, index) => `<p>Paragraphe ${index + 1}. ${newsItem.headline} ${newsItem.headline}</p>`,
        ).join(''),
      },
    }),
  }),
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

export const NotFound: Story = {
  parameters: { ...swr({}), apiStatus: 404 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(pageOf(canvasElement)).findByText(t('status.notFound'))).toBeVisible();
  },
};
