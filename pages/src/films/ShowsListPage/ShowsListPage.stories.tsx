import { storyText } from '../../storybook/storyText.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withSwr, type SwrParameters } from '../../storybook/withSwr.tsx';
import { fallbackFor } from '../../storybook/fallback.ts';
import showsFr from '../fixtures/shows.fr.json' with { type: 'json' };
import showsNl from '../fixtures/shows.nl.json' with { type: 'json' };
import { showsListPage } from './index.ts';
import { ShowsListPage } from './ShowsListPage.tsx';

const context: PageContext = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Shows.List', language: 'fr', params: {} },
  features: defaultFeatures('fr'),
};

const meta = {
  title: 'Pages/Films/ShowsList',
  component: ShowsListPage,
  decorators: [withSwr],
  parameters: { layout: 'fullscreen' },
  args: context,
} satisfies Meta<typeof ShowsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const swr = (value: SwrParameters) => ({ swr: value });
const loaded = swr({ fallback: fallbackFor(showsListPage, context, { shows: showsFr }) });

export const Loaded: Story = {
  parameters: loaded,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      t('films.showsList.tabs.book'),
      t('films.showsList.tabs.presales'),
      t('films.showsList.tabs.kids'),
      t('films.showsList.tabs.special'),
      t('films.showsList.tabs.upcoming'),
    ]);
    // catalogue.txt §2: each tab is its translated fragment.
    await expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '#reserver',
      '#preventes',
      '#enfants',
      '#speciaux',
      '#prochainement',
    ]);
    await expect(canvas.getByRole('tab', { name: t('films.showsList.tabs.book') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // A tab is a link to its fragment; when the address changes, the page follows it. The test sets
    // the fragment itself: following a tab link from inside the test runner's frame closes the run.
    const address = window.location.href;
    try {
      window.history.replaceState(null, '', '#enfants');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      await waitFor(() =>
        expect(canvas.getByRole('tab', { name: t('films.showsList.tabs.kids') })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      );
      const panel = canvas.getByRole('tabpanel');
      await expect(
        within(panel)
          .getAllByRole('heading', { level: 2 })
          .map((title) => title.textContent),
      ).toEqual(['Le Voyage de Mila', 'Capitaine Comète']);
    } finally {
      window.history.replaceState(null, '', address);
    }
  },
};

export const LoadedMobile: Story = {
  parameters: loaded,
  globals: { viewport: { value: 'mobile' } },
};

export const LoadedLarge: Story = {
  parameters: loaded,
  globals: { viewport: { value: 'large' } },
};

/** The address names a tab (`/films#prochainement`): it opens selected. */
export const UpcomingTabFromAddress: Story = {
  parameters: loaded,
  args: { target: { ...context.target, tab: 'upcoming' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: t('films.showsList.tabs.upcoming') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // catalogue.txt §5: 1900-01-01 is shown as unknown.
    await expect(within(canvas.getByRole('tabpanel')).getByText(t('films.common.dateUnknown'))).toBeVisible();
  },
};

/** member-and-shell.txt §9: preview and presale are off in nl, so the presales tab is gone. */
export const NetherlandsWithoutPresales: Story = {
  parameters: swr({
    fallback: fallbackFor(showsListPage, { ...context, site: 'nl', language: 'nl' }, { shows: showsNl }),
  }),
  globals: { site: 'nl', language: 'nl' },
  args: {
    site: 'nl',
    language: 'nl',
    target: { kind: 'Shows.List', language: 'nl', params: {} },
    features: defaultFeatures('nl'),
  },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '#reserveren',
      '#kids',
      '#speciaal',
      '#binnenkort',
    ]);
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
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('films.common.retry') })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: swr({
    fallback: fallbackFor(showsListPage, context, { shows: { shows: [], labels: [], contentratings: [] } }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByText(t('films.showsList.empty'))).toBeVisible();
  },
};
