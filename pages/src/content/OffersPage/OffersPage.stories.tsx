import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import ecards from '../../fixtures/ecards.fr.json' with { type: 'json' };
import events from '../../fixtures/content-events.fr.json' with { type: 'json' };
import { fallbackFor, storyContext } from '../../storybook/storyContext.ts';
import offerArticles from '../../fixtures/offer-articles.fr.json' with { type: 'json' };
import offersHeader from '../../fixtures/offers-page.fr.json' with { type: 'json' };
import promotions from '../../fixtures/promotions.fr.json' with { type: 'json' };
import temporaryOffers from '../../fixtures/temporary-offers.fr.json' with { type: 'json' };
import { OffersPage, offersPage } from './OffersPage.tsx';
import { storyText } from '../../storybook/storyText.ts';

const context = storyContext('Offers.List');

const meta = {
  title: 'Pages/Content/Offers',
  component: OffersPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: offersPage },
  args: context,
} satisfies Meta<typeof OffersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (overrides: Record<string, unknown> = {}) =>
  fallbackFor(offersPage, context, {
    offersPage: offersHeader,
    promotions,
    events,
    temporaryOffers,
    ecards,
    newsOffers: offerArticles,
    ...overrides,
  });

const blockHeadings = (canvasElement: HTMLElement) =>
  within(pageOf(canvasElement))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

export const Loaded: Story = {
  parameters: swr({ fallback: answers() }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: offersHeader.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute('href', '/cinepass');
    // The blocks follow the header's block order, then the offers themselves.
    await expect(blockHeadings(canvasElement)).toEqual([
      t('content.offers.blocks.promotion'),
      t('content.offers.blocks.event'),
      t('content.offers.blocks.temporary'),
      t('content.offers.blocks.ecards'),
      t('content.offers.articles'),
    ]);
    await expect(
      canvas.getByText(t('content.offers.priceInsteadOf', { price: '7,50 €', initialPrice: '13,50 €' })),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Saison opéra et ballet' })).toHaveAttribute(
      'href',
      '/saison/saison-opera-ballet',
    );
    await expect(canvas.getByRole('link', { name: 'Tarif réduit pour Le Voyage de Mila' })).toHaveAttribute(
      'href',
      '/offres/tarif-reduit-pour-le-voyage-de-mila-3',
    );
  },
};

/** The header orders the blocks differently: the page follows it. */
export const ReorderedBlocks: Story = {
  parameters: swr({ fallback: answers({ offersPage: { ...offersHeader, blockOrder: ['ecards', 'promotion'] } }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(blockHeadings(canvasElement)).toEqual([
      t('content.offers.blocks.ecards'),
      t('content.offers.blocks.promotion'),
      t('content.offers.articles'),
    ]);
  },
};

/** Every list is empty: the blocks are left out, the header stays. */
export const Empty: Story = {
  parameters: swr({
    fallback: answers({
      promotions: [],
      events: [],
      temporaryOffers: [],
      ecards: [],
      newsOffers: { items: [], total: 0, page: 1, pageSize: 23 },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: offersHeader.title })).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: t('content.offers.title') })).toBeVisible();
    await expect(canvas.getAllByRole('status').length).toBeGreaterThan(0);
  },
};

export const LoadError: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const alerts = await within(pageOf(canvasElement)).findAllByRole('alert');
    await expect(within(alerts[0] as HTMLElement).getByRole('button', { name: t('status.retry') })).toBeVisible();
  },
};

const long = 'Une offre exceptionnelle réservée aux spectateurs fidèles des séances du mardi soir et du dimanche matin';

export const LongContent: Story = {
  parameters: swr({
    fallback: answers({
      offersPage: { ...offersHeader, title: `${offersHeader.title} : ${long}`, description: `${long}. ${long}.` },
      promotions: promotions.map((promotion) => ({ ...promotion, title: `${promotion.title} — ${long}` })),
    }),
  }),
};
