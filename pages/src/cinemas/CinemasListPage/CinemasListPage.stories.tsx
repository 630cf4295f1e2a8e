import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withSwr, type SwrParameters } from '../../storybook/withSwr.tsx';
import cinemasFr from '../fixtures/cinemas.fr.json' with { type: 'json' };
import cinemasNl from '../fixtures/cinemas.nl.json' with { type: 'json' };
import citiesFr from '../fixtures/cities.fr.json' with { type: 'json' };
import citiesNl from '../fixtures/cities.nl.json' with { type: 'json' };
import { fallbackFor } from '../../storybook/fallback.ts';
import { CinemasListPage, cinemasListPage } from './CinemasListPage.tsx';

const context = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Cinema.List', language: 'fr', params: {} },
  features: defaultFeatures('fr'),
} satisfies PageContext;

const nlContext = {
  site: 'nl',
  language: 'nl',
  target: { kind: 'Cinema.List', language: 'nl', params: {} },
  features: defaultFeatures('nl'),
} satisfies PageContext;

const meta = {
  title: 'Pages/Cinemas/Cinemas list',
  component: CinemasListPage,
  decorators: [withSwr],
  parameters: { layout: 'fullscreen' },
  args: context,
} satisfies Meta<typeof CinemasListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const swr = (value: SwrParameters) => ({ swr: value });

/** catalogue.txt §9 region idf: Paris and Île-de-France are one group, first; then the other cities. */
export const Loaded: Story = {
  parameters: swr({
    fallback: fallbackFor(cinemasListPage, context, { cinemas: cinemasFr, cities: citiesFr }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [region, lyon, nantes] = canvas.getAllByRole('heading', { level: 2 });
    await expect(nantes).toBeDefined();
    // The region heading opens the Paris page; Nantes has no page, so no link.
    await expect(within(region ?? canvasElement).getByRole('link')).toHaveAttribute('href', '/cinemas/ville/paris');
    await expect(within(lyon ?? canvasElement).getByRole('link')).toHaveAttribute('href', '/cinemas/ville/lyon');
    await expect(within(nantes ?? canvasElement).queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Marquee Beaugrenelle' })).toHaveAttribute(
      'href',
      '/cinemas/marquee-beaugrenelle',
    );
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(cinemasFr.length);
  },
};

/** catalogue.txt §9 region amsterdam, on the Dutch site in Dutch. */
export const AmsterdamRegion: Story = {
  args: nlContext,
  globals: { site: 'nl', language: 'nl' },
  parameters: swr({
    fallback: fallbackFor(cinemasListPage, nlContext, { cinemas: cinemasNl, cities: citiesNl }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [amsterdam] = canvas.getAllByRole('heading', { level: 2 });
    await expect(within(amsterdam ?? canvasElement).getByRole('link')).toHaveAttribute(
      'href',
      '/bioscopen/stad/amsterdam',
    );
    await expect(canvas.getByRole('link', { name: 'Marquee Tuschinski' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: swr({ fallback: fallbackFor(cinemasListPage, context, { cinemas: [], cities: [] }) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
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
