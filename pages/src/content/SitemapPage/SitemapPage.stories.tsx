import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import cinemas from '../../fixtures/content-cinemas.fr.json' with { type: 'json' };
import { fallbackFor, storyContext } from '../../storybook/storyContext.ts';
import shows from '../../fixtures/content-shows.fr.json' with { type: 'json' };
import { SitemapPage, sitemapPage } from './SitemapPage.tsx';
import { storyText } from '../../storybook/storyText.ts';

const context = storyContext('Sitemap');

const meta = {
  title: 'Pages/Content/Sitemap',
  component: SitemapPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: sitemapPage },
  args: context,
} satisfies Meta<typeof SitemapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: swr({ fallback: fallbackFor(sitemapPage, context, { cinemas, shows }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: t('content.sitemap.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('content.sitemap.pages.Movies_Home') })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: t('content.legal.generalTerms.title') })).toHaveAttribute(
      'href',
      '/conditions-generales',
    );
    // The voucher checker and the gift card are off on the fr site (member-and-shell.txt §9).
    await expect(canvas.queryByRole('link', { name: t('content.sitemap.pages.VoucherChecker') })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Marquee Beaugrenelle' })).toHaveAttribute(
      'href',
      '/cinemas/marquee-beaugrenelle',
    );
    await expect(canvas.getByRole('link', { name: 'Orbite' })).toHaveAttribute('href', '/films/orbite-10002');
    await expect(canvas.getByRole('link', { name: "Nuit à l'opéra : Carmen" })).toHaveAttribute(
      'href',
      '/evenements/nuit-a-l-opera-carmen-10004',
    );
  },
};

/** Lists without cinemas or shows say so; the static pages stay. */
export const Empty: Story = {
  parameters: swr({ fallback: fallbackFor(sitemapPage, context, { cinemas: [], shows: { shows: [] } }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(t('content.sitemap.noCinemas'))).toBeVisible();
    await expect(canvas.getByText(t('content.sitemap.noShows'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).getAllByRole('status')).toHaveLength(2);
  },
};

export const LoadError: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(pageOf(canvasElement)).findAllByRole('alert')).toHaveLength(2);
  },
};
