import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import { browserCallKey, fallbackFor, storyContext } from '../../storybook/storyContext.ts';
import showFr from '../../fixtures/show-orbite.fr.json' with { type: 'json' };
import offer from '../../fixtures/offer.fr.json' with { type: 'json' };
import { withApiStatus } from '../../storybook/withApiStatus.tsx';
import { OfferPage, offerPage } from './OfferPage.tsx';
import { storyText } from '../../storybook/storyText.ts';

const context = storyContext('Offers.Single', { slug: offer.slug });

const meta = {
  title: 'Pages/Content/Offer',
  component: OfferPage,
  decorators: [withApiStatus, withPage],
  parameters: { layout: 'fullscreen', page: offerPage },
  args: context,
} satisfies Meta<typeof OfferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer, its share links and the show it features (catalogue.txt §3 Article `featuredShow`, issue 21). */
export const Loaded: Story = {
  parameters: swr({
    fallback: {
      ...fallbackFor(offerPage, context, { offer: { ...offer, featuredShow: showFr.slug } }),
      [browserCallKey('show', 'fr', { params: { slug: showFr.slug } })]: showFr,
    },
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
    await expect(canvas.getByText(offer.headline)).toBeVisible();
    await expect(
      canvas.getByText(
        `${t('content.article.author', { author: 'Hanna de Vries' })} · ${t('content.offer.date', { date: '19/12/2026' })}`,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'J’en profite' })).toHaveAttribute('href', offer.cta.url);
    await expect(canvas.getByRole('link', { name: t('content.offer.back') })).toHaveAttribute('href', '/offres');
    await expect(
      within(canvas.getByRole('list', { name: t('content.article.share') })).getAllByRole('link'),
    ).toHaveLength(2);
    const featured = canvas.getByRole('region', { name: t('content.article.featuredShow') });
    await expect(within(featured).getByRole('link', { name: new RegExp(showFr.title) })).toHaveAttribute(
      'href',
      `/films/${showFr.slug}`,
    );
  },
};

/** CMS content keeps its paragraphs and lists (decision 0034); a script never becomes markup. */
export const LongContent: Story = {
  parameters: swr({
    fallback: fallbackFor(offerPage, context, {
      offer: {
        ...offer,
        title: `${offer.title} du lundi au jeudi dans tous les cinémas participants, hors jours fériés et avant-premières`,
        content: `<h2>Conditions</h2><p>${offer.headline}</p><ul><li>Valable sur présentation du code.</li><li>Non cumulable.</li></ul><script>alert(1)</script>`,
      },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText('Non cumulable.').closest('ul')).not.toBeNull();
    await expect(canvasElement.querySelector('main script')).toBeNull();
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

/** The offer disappeared while the visitor browsed (a 404). */
export const NotFound: Story = {
  parameters: { ...swr({}), apiStatus: 404 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(await canvas.findByText(t('status.notFound'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('status.home') })).toHaveAttribute('href', '/');
  },
};
