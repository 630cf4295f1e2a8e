import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSwr, type SwrParameters } from '../../storybook/withSwr.tsx';
import cinemas from '../fixtures/cinemas.fr.json' with { type: 'json' };
import { fallbackFor, storyContext } from '../fixtures/fallback.ts';
import shows from '../fixtures/shows.fr.json' with { type: 'json' };
import { SitemapPage, sitemapPage } from './SitemapPage.tsx';

const context = storyContext('Sitemap');

const meta = {
  title: 'Pages/Content/Sitemap',
  component: SitemapPage,
  decorators: [withSwr],
  parameters: { layout: 'fullscreen' },
  args: context,
} satisfies Meta<typeof SitemapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const swr = (value: SwrParameters) => ({ swr: value });

export const Loaded: Story = {
  parameters: swr({ fallback: fallbackFor(sitemapPage, context, { cinemas, shows }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Plan du site' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute(
      'href',
      '/conditions-generales',
    );
    // The voucher checker and the gift card are off on the fr site (member-and-shell.txt §9).
    await expect(canvas.queryByRole('link', { name: 'Vérifier un bon' })).toBeNull();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun cinéma pour le moment.')).toBeVisible();
    await expect(canvas.getByText('Aucun film à l’affiche pour le moment.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
  },
};

export const LoadError: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('alert')).toHaveLength(2);
  },
};
