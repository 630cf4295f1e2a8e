import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withSwr, type SwrParameters } from '../../storybook/withSwr.tsx';
import cinema from '../fixtures/cinema.fr.json' with { type: 'json' };
import cinemaShows from '../fixtures/cinemaShows.fr.json' with { type: 'json' };
import cinemas from '../fixtures/cinemas.fr.json' with { type: 'json' };
import cities from '../fixtures/cities.fr.json' with { type: 'json' };
import { fallbackFor } from '../../storybook/fallback.ts';
import shows from '../fixtures/shows.fr.json' with { type: 'json' };
import { CinemaPage, cinemaPage } from './CinemaPage.tsx';

const context = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Cinema.Single', language: 'fr', params: { slug: cinema.slug } },
  features: defaultFeatures('fr'),
} satisfies PageContext;

const meta = {
  title: 'Pages/Cinemas/Cinema',
  component: CinemaPage,
  decorators: [withSwr],
  parameters: { layout: 'fullscreen' },
  args: context,
} satisfies Meta<typeof CinemaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const swr = (value: SwrParameters) => ({ swr: value });

const answers = (overrides: { cinema?: unknown; cinemaShows?: unknown } = {}) =>
  fallbackFor(cinemaPage, context, { cinema, cinemaShows, shows, cinemas, cities, ...overrides });

export const Loaded: Story = {
  parameters: swr({ fallback: answers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: cinema.name })).toBeVisible();
    // The films, titled from the shows list, open their pages.
    await expect(canvas.getByRole('link', { name: 'La Dernière Séance' })).toHaveAttribute(
      'href',
      '/films/la-derniere-seance-10001',
    );
    // Nearby cinemas are named from the cinemas list.
    await expect(canvas.getByRole('link', { name: 'Marquee Parnasse' })).toHaveAttribute(
      'href',
      '/cinemas/marquee-parnasse',
    );
    await expect(canvas.getByText(cinema.accessibilityDescription)).toBeVisible();
  },
};

/** The cinema has nothing programmed: the films part says so. */
export const Empty: Story = {
  parameters: swr({ fallback: answers({ cinemaShows: { days: {}, shows: {} } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: cinema.name })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'La Dernière Séance' })).toBeNull();
  },
};

/** Long names and texts wrap inside the column. */
export const LongContent: Story = {
  parameters: swr({
    fallback: answers({
      cinema: {
        ...cinema,
        name: 'Marquee Beaugrenelle Grand Écran Laser IMAX et Dolby Cinema — Paris Quinzième Arrondissement',
        services: cinema.services.map((service) => ({
          ...service,
          label: `${service.label} ouvert tous les jours de la semaine`,
          description: `<p>${service.description} ${service.description} ${service.description}</p><p>${service.description}</p>`,
        })),
        accessibilityDescription: `${cinema.accessibilityDescription} `.repeat(6).trim(),
      },
    }),
  }),
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};
