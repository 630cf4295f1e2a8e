import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import results from '../../fixtures/faq-search.fr.json' with { type: 'json' };
import { browserCallKey, storyContext } from '../../storybook/storyContext.ts';
import { withAddress } from '../../storybook/storyLocation.ts';
import { FaqResultsPage, faqResultsPage } from './FaqResultsPage.tsx';
import { storyText } from '../../storybook/storyText.ts';

const context = storyContext('Faq.Results');
const query = 'reservation';
const resultsKey = browserCallKey('search', 'fr', { query: { q: query, type: 'faq' } });

const meta = {
  title: 'Pages/Content/Help results',
  component: FaqResultsPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: faqResultsPage },
  args: context,
} satisfies Meta<typeof FaqResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No `q`: what the server renders (it never sees the query), and no call is made. */
export const EmptyQuery: Story = {
  parameters: swr({}),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: t('content.faq.search.label') })).toBeVisible();
    await expect(canvas.getByText(t('content.faq.results.prompt'))).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** `?q=reservation`: GET search/full with type faq; each answer links to its article by urlSlug. */
export const Loaded: Story = {
  beforeEach: withAddress({ query: { q: query } }),
  parameters: swr({ fallback: { [resultsKey]: results } }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('content.faq.results.titleFor', { query }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t('content.faq.search.label') })).toHaveValue(query);
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('content.faq.results.count', { count: results.length }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: results[0]?.title })).toHaveAttribute(
      'href',
      '/aide/article/slug/online-reservation-1',
    );
  },
};

export const NoResults: Story = {
  beforeEach: withAddress({ query: { q: query } }),
  parameters: swr({ fallback: { [resultsKey]: [] } }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      await within(pageOf(canvasElement)).findByText(t('content.faq.results.none', { query })),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: withAddress({ query: { q: query } }),
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(await within(pageOf(canvasElement)).findByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: withAddress({ query: { q: query } }),
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const alert = await within(pageOf(canvasElement)).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('status.retry') })).toBeVisible();
  },
};
