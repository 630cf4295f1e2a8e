import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import { withApiStatus } from '../../storybook/withApiStatus.tsx';
import type { PageContext } from '../../page.ts';
import { fallbackFor } from '../../storybook/fallback.ts';
import { storyText } from '../../storybook/storyText.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import cinemasFr from '../../fixtures/cinemas-cinemas.fr.json' with { type: 'json' };
import cinemasNl from '../../fixtures/cinemas-cinemas.nl.json' with { type: 'json' };
import amsterdam from '../../fixtures/city.amsterdam.nl.json' with { type: 'json' };
import paris from '../../fixtures/city.fr.json' with { type: 'json' };
import tagsFr from '../../fixtures/tags.fr.json' with { type: 'json' };
import tagsNl from '../../fixtures/tags.nl.json' with { type: 'json' };
import { CityLightPage, cityLightPage } from './CityLightPage.tsx';
import { storyNow } from '../../storybook/clock.ts';
import { present } from '../../storybook/present.ts';

const context = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Cinema.City.Light', language: 'fr', params: { slug: paris.slug } },
  features: defaultFeatures('fr'),
  now: storyNow,
} satisfies PageContext;

const nlContext = {
  site: 'nl',
  language: 'nl',
  target: { kind: 'Cinema.City.Light', language: 'nl', params: { slug: amsterdam.slug } },
  features: defaultFeatures('nl'),
  now: storyNow,
} satisfies PageContext;

const meta = {
  title: 'Pages/Cinemas/City light',
  component: CityLightPage,
  decorators: [withApiStatus, withPage],
  parameters: { layout: 'fullscreen', page: cityLightPage },
  args: context,
} satisfies Meta<typeof CityLightPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element a play function expects; a missing one fails the story with its name. */

/**
 * catalogue.txt §2 City light page: the city's cinemas only, the default one first and marked, each
 * linking to its cinema light page; no backdrop, highlight or nearby cities.
 */
export const Loaded: Story = {
  parameters: swr({ fallback: fallbackFor(cityLightPage, context, { city: paris, cinemas: cinemasFr, tags: tagsFr }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('cinemas.city.cinemasTitle', { city: 'Paris' }) }),
    ).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/cinemas/l/marquee-beaugrenelle',
      '/cinemas/l/marquee-wepler',
      '/cinemas/l/marquee-parnasse',
      '/cinemas/l/marquee-alesia',
    ]);
    await expect(
      within(present(links[0]?.closest('article'), 'the first card')).getByText(t('cinemas.city.defaultCinema')),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await expect(canvasElement.querySelector('img, picture')).toBeNull();
  },
};

export const Dutch: Story = {
  args: nlContext,
  globals: { site: 'nl', language: 'nl' },
  parameters: swr({
    fallback: fallbackFor(cityLightPage, nlContext, { city: amsterdam, cinemas: cinemasNl, tags: tagsNl }),
  }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).getByRole('link', { name: 'Marquee Arena' })).toHaveAttribute(
      'href',
      '/bioscopen/l/marquee-arena',
    );
  },
};

export const Mobile: Story = {
  ...Loaded,
  // Its play function is the spread story's: a tag the indexer cannot infer (decision 0026).
  tags: ['play-fn'],
  globals: { viewport: { value: 'mobile' } },
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

export const NotFound: Story = {
  parameters: { ...swr({}), apiStatus: 404 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      await within(pageOf(canvasElement)).findByRole('heading', { level: 1, name: t('cinemas.city.notFoundTitle') }),
    ).toBeVisible();
  },
};
