import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import category from '../../fixtures/faq-category.fr.json' with { type: 'json' };
import longCategory from '../../fixtures/faq-category-long.fr.json' with { type: 'json' };
import { fallbackFor, storyContext } from '../../storybook/storyContext.ts';
import { withApiStatus } from '../../storybook/withApiStatus.tsx';
import { FaqCategoryPage, faqCategoryPage } from './FaqCategoryPage.tsx';
import { storyText } from '../../storybook/storyText.ts';

const context = storyContext('Faq.Category', { id: '1' });

const meta = {
  title: 'Pages/Content/Help category',
  component: FaqCategoryPage,
  decorators: [withApiStatus, withPage],
  parameters: { layout: 'fullscreen', page: faqCategoryPage },
  args: context,
} satisfies Meta<typeof FaqCategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: swr({ fallback: fallbackFor(faqCategoryPage, context, { faqCategory: category }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(category.articles.length);
    await expect(canvas.getByRole('link', { name: category.articles[0]?.title })).toHaveAttribute(
      'href',
      '/aide/article/slug/online-reservation-1',
    );
  },
};

/**
 * member-and-shell.txt §4 display-all flags (decision 0051): a long category shows its first 5 and
 * "display all", which shows the 7 and takes the focus to the sixth, where the visitor reads on.
 */
export const DisplayAll: Story = {
  parameters: swr({ fallback: fallbackFor(faqCategoryPage, context, { faqCategory: longCategory }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    const displayAll = canvas.getByRole('button', { name: t('content.faq.displayAll', { count: 7 }) });
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await userEvent.click(displayAll);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: longCategory.articles[5]?.title })).toHaveFocus();
    await expect(displayAll).not.toBeInTheDocument();
  },
};

/** member-and-shell.txt §2: a category without articles is not found. */
export const Empty: Story = {
  parameters: swr({ fallback: fallbackFor(faqCategoryPage, context, { faqCategory: { ...category, articles: [] } }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(pageOf(canvasElement)).getByText(t('status.notFound'))).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { ...swr({}), apiStatus: 404 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(pageOf(canvasElement)).findByText(t('status.notFound'))).toBeVisible();
  },
};

export const LongContent: Story = {
  parameters: swr({
    fallback: fallbackFor(faqCategoryPage, context, {
      faqCategory: {
        ...category,
        title: 'Réservation en ligne, paiement, e-billets, échanges et remboursements de vos places',
        articles: category.articles.map((article) => ({
          ...article,
          title: `${article.title} Que faire si je n’ai pas reçu ma confirmation par e-mail après le paiement ?`,
        })),
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
