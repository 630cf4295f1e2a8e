import { storyText } from '../../storybook/storyText.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withSwr, type SwrParameters } from '../../storybook/withSwr.tsx';
import cinemas from '../fixtures/cinemas.fr.json' with { type: 'json' };
import { fallbackFor } from '../../storybook/fallback.ts';
import showCinemas from '../fixtures/show-orbite-cinemas.fr.json' with { type: 'json' };
import show from '../fixtures/show-orbite.fr.json' with { type: 'json' };
import { showPage } from './index.ts';
import { ShowPage } from './ShowPage.tsx';

const context: PageContext = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Shows.Movie', language: 'fr', params: { slug: 'orbite-10002' } },
  features: defaultFeatures('fr'),
};

const meta = {
  title: 'Pages/Films/Show',
  component: ShowPage,
  decorators: [withSwr],
  parameters: { layout: 'fullscreen' },
  args: context,
} satisfies Meta<typeof ShowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const swr = (value: SwrParameters) => ({ swr: value });
const loaded = swr({ fallback: fallbackFor(showPage, context, { show, showCinemas, cinemas }) });

export const Loaded: Story = {
  parameters: loaded,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orbite' })).toBeVisible();
    // catalogue.txt §9: 142 minutes read 2h22; member §9: release date DD/MM/YYYY.
    await expect(canvas.getByText('2h22')).toBeVisible();
    await expect(canvas.getByText('10/11/2026')).toBeVisible();
    const list = canvas.getByRole('region', { name: t('films.show.cinemas') });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(within(list).getByRole('link', { name: 'Marquee Beaugrenelle' })).toHaveAttribute(
      'href',
      '/cinemas/marquee-beaugrenelle',
    );
  },
};

export const LoadedMobile: Story = {
  parameters: loaded,
  globals: { viewport: { value: 'mobile' } },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('films.common.retry') })).toBeVisible();
  },
};

/** The film plays in no cinema yet. */
export const Empty: Story = {
  parameters: swr({ fallback: fallbackFor(showPage, context, { show, showCinemas: {}, cinemas }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByText(t('films.show.cinemasEmpty'))).toBeVisible();
  },
};

const longShow = {
  ...show,
  title: 'Les Aventuriers du Grand Nord et la Légende du Soleil de Minuit : le Retour des Gardiens de la Banquise',
  directors: 'Anne-Sophie Vandenberghe-Lefèvre, Jean-Baptiste Oudart-Delacroix',
  actors:
    'Marie-Charlotte de La Rochefoucauld, Maximilien Hohenzollern-Sigmaringen, Aurélien Dupont-Aignan, Chloé Martin, Omar Cissé, Sanne Mulder, Hugo Girard',
  genres: ['Aventure', 'Animation', 'Comédie dramatique', 'Film musical'],
  contentRating: {
    ref: '-12ans',
    description: 'Interdit aux moins de 12 ans',
    extendedDescription: 'Certaines scènes peuvent heurter la sensibilité des plus jeunes.',
  },
  warning: 'Des scènes de tension peuvent impressionner le jeune public.',
};
const longCinemas = cinemas.map((cinema, index) =>
  index === 0
    ? { ...cinema, name: 'Marquee Saint-Quentin-en-Yvelines Centre Commercial Espace Saint-Quentin' }
    : cinema,
);

/** Long title, names and cinema names wrap without breaking the layout. */
export const LongTitles: Story = {
  parameters: swr({
    fallback: fallbackFor(showPage, context, { show: longShow, showCinemas, cinemas: longCinemas }),
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(/Soleil de Minuit/);
  },
};

export const LongTitlesMobile: Story = { ...LongTitles, globals: { viewport: { value: 'mobile' } } };
