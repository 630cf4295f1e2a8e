import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { fallbackFor } from '../../storybook/fallback.ts';
import { storyText } from '../../storybook/storyText.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import cinemasFr from '../../fixtures/cinemas-cinemas.fr.json' with { type: 'json' };
import cinemasNl from '../../fixtures/cinemas-cinemas.nl.json' with { type: 'json' };
import citiesFr from '../../fixtures/cinemas-cities.fr.json' with { type: 'json' };
import citiesNl from '../../fixtures/cities.nl.json' with { type: 'json' };
import tagsFr from '../../fixtures/tags.fr.json' with { type: 'json' };
import tagsNl from '../../fixtures/tags.nl.json' with { type: 'json' };
import { CinemasListPage, cinemasListPage } from './CinemasListPage.tsx';
import { storyNow } from '../../storybook/clock.ts';
import { present } from '../../storybook/present.ts';

const context = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Cinema.List', language: 'fr', params: {} },
  features: defaultFeatures('fr'),
  now: storyNow,
} satisfies PageContext;

const nlContext = {
  site: 'nl',
  language: 'nl',
  target: { kind: 'Cinema.List', language: 'nl', params: {} },
  features: defaultFeatures('nl'),
  now: storyNow,
} satisfies PageContext;

const meta = {
  title: 'Pages/Cinemas/Cinemas list',
  component: CinemasListPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: cinemasListPage },
  args: context,
} satisfies Meta<typeof CinemasListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element a play function expects; a missing one fails the story with its name. */
const frAnswers = (cinemas: unknown = cinemasFr) =>
  fallbackFor(cinemasListPage, context, { cinemas, cities: citiesFr, tags: tagsFr });

/**
 * catalogue.txt §9 region idf: Paris and Île-de-France are one group, first, headed by a link to
 * the Paris page; then Lyon (a page) and Nantes (no page, so no link). Jump links lead to each group.
 */
export const Loaded: Story = {
  parameters: swr({ fallback: frAnswers() }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    const headings = canvas.getAllByRole('heading', { level: 2 });
    const group = (index: number) => present(headings[index], `group ${index + 1}`);
    const [region, lyon, nantes] = [group(0), group(1), group(2)] as const;
    await expect(region).toHaveTextContent(t('cinemas.list.regions.idf'));
    await expect(within(region).getByRole('link')).toHaveAttribute('href', '/cinemas/ville/paris');
    await expect(within(lyon).getByRole('link')).toHaveAttribute('href', '/cinemas/ville/lyon');
    await expect(within(nantes).queryByRole('link')).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(cinemasFr.length);

    const jumps = within(canvas.getByRole('navigation', { name: t('cinemas.list.jumpTo') })).getAllByRole('link');
    await expect(jumps.map((link) => link.getAttribute('href'))).toEqual([
      '#cinemas-idf',
      '#cinemas-lyon',
      '#cinemas-nantes',
    ]);
    await expect(canvasElement.querySelector('#cinemas-nantes')).toContainElement(nantes);

    // A card: its page, street address, experiences titled by GET tags (relaxseats unknown: left out), access.
    const beaugrenelle = canvas.getByRole('link', { name: 'Marquee Beaugrenelle' });
    await expect(beaugrenelle).toHaveAttribute('href', '/cinemas/marquee-beaugrenelle');
    const card = within(present(beaugrenelle.closest('article'), 'its card'));
    await expect(card.getByText('7 rue Linois')).toBeVisible();
    const experiences = card.getByRole('list', { name: t('cinemas.list.experiences') });
    await expect(
      within(experiences)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['IMAX', 'Dolby Cinema', '4DX']);
    await expect(card.getByText(t('cinemas.list.reducedMobility'))).toBeVisible();
    // The Stade de France has no reduced-mobility service: no note.
    const stade = present(canvas.getByRole('link', { name: 'Marquee Stade de France' }).closest('article'), 'its card');
    await expect(within(stade).queryByText(t('cinemas.list.reducedMobility'))).toBeNull();
  },
};

/** catalogue.txt §9 region amsterdam, on the Dutch site in Dutch: Amsterdam first. */
export const AmsterdamRegion: Story = {
  args: nlContext,
  globals: { site: 'nl', language: 'nl' },
  parameters: swr({
    fallback: fallbackFor(cinemasListPage, nlContext, { cinemas: cinemasNl, cities: citiesNl, tags: tagsNl }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    const [amsterdam] = canvas.getAllByRole('heading', { level: 2 });
    await expect(amsterdam).toHaveTextContent('Amsterdam');
    await expect(within(present(amsterdam, 'amsterdam')).getByRole('link')).toHaveAttribute(
      'href',
      '/bioscopen/stad/amsterdam',
    );
    await expect(canvas.getByRole('link', { name: 'Marquee Tuschinski' })).toHaveAttribute(
      'href',
      '/bioscopen/marquee-tuschinski',
    );
  },
};

/** GET tags failed: the cards name no experience, and the list still shows. */
export const WithoutTags: Story = {
  parameters: swr({ fallback: fallbackFor(cinemasListPage, context, { cinemas: cinemasFr, cities: citiesFr }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(cinemasFr.length);
    await expect(canvas.queryByRole('list', { name: t('cinemas.list.experiences') })).toBeNull();
  },
};

/** A site with one city: no jump links. */
export const OneCity: Story = {
  parameters: swr({ fallback: frAnswers(cinemasFr.filter((cinema) => cinema.citySlug === 'lyon')) }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: swr({ fallback: fallbackFor(cinemasListPage, context, { cinemas: [], cities: [], tags: [] }) }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(storyText(globals)('cinemas.list.empty'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).getByRole('status')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const alert = await within(pageOf(canvasElement)).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};

const longName = 'Marquee Carré de Soie — Salles IMAX, 4DX et ScreenX du Grand Lyon Est Vaulx-en-Velin';

/** Long cinema names and addresses wrap inside their cards. */
export const LongNames: Story = {
  parameters: swr({
    fallback: frAnswers(
      cinemasFr.map((cinema) =>
        cinema.slug === 'marquee-carre-de-soie'
          ? {
              ...cinema,
              name: longName,
              theaters: cinema.theaters.map((theater) => ({
                ...theater,
                addressLine1: 'Centre commercial Carré de Soie, 2 rue Jacquard, entrée par l’esplanade Ouest',
              })),
            }
          : cinema,
      ),
    ),
  }),
  play: async ({ canvasElement }) => {
    const link = within(pageOf(canvasElement)).getByRole('link', { name: longName });
    const card = present(link.closest('article'), 'its card');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const Mobile: Story = {
  ...Loaded,
  // Its play function is the spread story's: a tag the indexer cannot infer (decision 0026).
  tags: ['play-fn'],
  globals: { viewport: { value: 'mobile' } },
};
