import { storyText } from '../../storybook/storyText.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withSwr, type SwrParameters } from '../../storybook/withSwr.tsx';
import movedSeason from '../fixtures/event-saison-opera-2025.fr.json' with { type: 'json' };
import eventShows from '../fixtures/event-saison-opera-ballet-shows.fr.json' with { type: 'json' };
import event from '../fixtures/event-saison-opera-ballet.fr.json' with { type: 'json' };
import { fallbackFor } from '../../storybook/fallback.ts';
import shows from '../fixtures/shows.fr.json' with { type: 'json' };
import { seasonPage } from './index.ts';
import { SeasonPage } from './SeasonPage.tsx';

const context: PageContext = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Season', language: 'fr', params: { slug: 'saison-opera-ballet' } },
  features: defaultFeatures('fr'),
};

const meta = {
  title: 'Pages/Films/Season',
  component: SeasonPage,
  decorators: [withSwr],
  parameters: { layout: 'fullscreen' },
  args: context,
} satisfies Meta<typeof SeasonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const swr = (value: SwrParameters) => ({ swr: value });
const loaded = swr({ fallback: fallbackFor(seasonPage, context, { event, eventShows, shows }) });

export const Loaded: Story = {
  parameters: loaded,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Saison opéra et ballet' })).toBeVisible();
    // Each show links to its page: an opera that is not a movie is an entertainment page.
    await expect(canvas.getByRole('link', { name: 'La Traviata' })).toHaveAttribute(
      'href',
      '/evenements/la-traviata-10043',
    );
  },
};

export const LoadedMobile: Story = {
  parameters: loaded,
  globals: { viewport: { value: 'mobile' } },
};

/** member-and-shell.txt §2: a record carrying only a redirect slug points to its own season page. */
export const Moved: Story = {
  parameters: swr({
    fallback: fallbackFor(
      seasonPage,
      { ...context, target: { ...context.target, params: { slug: 'saison-opera-2025' } } },
      { event: movedSeason, eventShows: { days: {}, shows: {} }, shows },
    ),
  }),
  args: { target: { ...context.target, params: { slug: 'saison-opera-2025' } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByRole('link', { name: t('films.season.moved') })).toHaveAttribute(
      'href',
      '/saison/saison-opera-ballet',
    );
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: swr({
    fallback: fallbackFor(seasonPage, context, { event, eventShows: { days: {}, shows: {} }, shows }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByText(t('films.season.empty'))).toBeVisible();
  },
};
