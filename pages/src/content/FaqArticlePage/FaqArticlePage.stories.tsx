import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import { shellAnswers } from '../../storybook/shellAnswers.ts';
import article from '../../fixtures/faq-article.fr.json' with { type: 'json' };
import category from '../../fixtures/faq-category.fr.json' with { type: 'json' };
import longCategory from '../../fixtures/faq-category-long.fr.json' with { type: 'json' };
import { browserCallKey, fallbackFor, storyContext } from '../../storybook/storyContext.ts';
import { withApiStatus } from '../../storybook/withApiStatus.tsx';
import { FaqArticlePage, faqArticleByIdPage, faqArticleBySlugPage } from './FaqArticlePage.tsx';
import { storyText } from '../../storybook/storyText.ts';

const byId = storyContext('Faq.ArticleById', { id: String(article.id) });
const bySlug = storyContext('Faq.ArticleBySlug', { slug: article.slug });

const meta = {
  title: 'Pages/Content/Help article',
  component: FaqArticlePage,
  decorators: [withApiStatus, withPage],
  parameters: { layout: 'fullscreen', page: faqArticleByIdPage },
  args: byId,
} satisfies Meta<typeof FaqArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frequent questions as the shell's recording has them (the footer shows the same). */
const frequent = shellAnswers('fr', 'fr').footerFaq;
/** The article's category: the loader's follow-up call, for its related questions. */
const categoryAnswer = (answer: unknown = category, id = '1') => ({
  [browserCallKey('faqCategory', 'fr', { params: { id } })]: answer,
});
const byIdAnswers = (own: unknown) => ({
  ...fallbackFor(faqArticleByIdPage, byId, { faqArticleById: own, footerFaq: frequent }),
  ...categoryAnswer(),
});

export const LoadedById: Story = {
  parameters: swr({ fallback: byIdAnswers(article) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(canvas.getByText('Tout savoir sur online reservation, étape par étape.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Online reservation' })).toHaveAttribute('href', '/aide/categorie/1');
    await expect(canvas.getByRole('link', { name: t('content.faq.backHome') })).toHaveAttribute('href', '/aide');
  },
};

export const LoadedBySlug: Story = {
  args: bySlug,
  parameters: {
    page: faqArticleBySlugPage,
    ...swr({
      fallback: {
        ...fallbackFor(faqArticleBySlugPage, bySlug, { faqArticleBySlug: article, footerFaq: frequent }),
        ...categoryAnswer(),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  },
};

/**
 * member-and-shell.txt §9 "FAQ related articles: 5": the other questions of the article's
 * category come first, never the article itself (decision 0051).
 */
export const RelatedQuestions: Story = {
  parameters: swr({
    fallback: {
      ...fallbackFor(faqArticleByIdPage, byId, { faqArticleById: longCategory.articles[0], footerFaq: frequent }),
      ...categoryAnswer(longCategory),
    },
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const related = within(pageOf(canvasElement)).getByRole('region', { name: t('content.faq.article.related') });
    const links = within(related).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      longCategory.articles.slice(1, 6).map((question) => question.title),
    );
    await expect(links[0]).toHaveAttribute('href', `/aide/article/slug/${longCategory.articles[1]?.slug}`);
  },
};

/** In the app webview the links stay in the webview routes. */
export const Webview: Story = {
  args: storyContext('Faq.ArticleById', { id: String(article.id) }, { webview: true }),
  parameters: swr({ fallback: byIdAnswers(article) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(pageOf(canvasElement)).getByRole('link', { name: t('content.faq.backHome') })).toHaveAttribute(
      'href',
      '/aide/m',
    );
    // catalogue.txt §2 webview variant: the app's own chrome, no header or footer (decision 0051).
    await expect(within(canvasElement).queryByRole('navigation', { name: t('shell.header.navigation') })).toBeNull();
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};

/** By slug, a 204 means the article moved to the FAQ home (member-and-shell.txt §2). */
export const Moved: Story = {
  args: bySlug,
  parameters: {
    page: faqArticleBySlugPage,
    ...swr({ fallback: fallbackFor(faqArticleBySlugPage, bySlug, { footerFaq: frequent }) }),
    apiStatus: 204,
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('content.faq.article.movedTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('content.faq.backHome') })).toHaveAttribute('href', '/aide');
  },
};

export const NotFound: Story = {
  parameters: { ...swr({ fallback: fallbackFor(faqArticleByIdPage, byId, { footerFaq: frequent }) }), apiStatus: 404 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(pageOf(canvasElement)).findByText(t('status.notFound'))).toBeVisible();
  },
};

/** The answer keeps its paragraphs and safe links (decision 0034); a `javascript:` link, a script or an image handler never becomes markup. */
export const LongContent: Story = {
  parameters: swr({
    fallback: byIdAnswers({
      ...article,
      title: `${article.title} Et que faire si le paiement a été refusé ou si je n’ai pas reçu mon e-billet ?`,
      content:
        '<p>Étape 1 : choisissez votre séance.</p><p>Étape 2 : <a href="javascript:alert(1)">payez</a> en ligne.</p><img src="x" onerror="alert(1)"><p>Étape 3 : présentez votre e-billet.</p>',
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(
      canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Étape 2 : payez en ligne.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('main img')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'payez' })).toBeNull();
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
