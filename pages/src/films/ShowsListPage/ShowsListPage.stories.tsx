import { storyText } from '../../storybook/storyText.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import { fallbackFor } from '../../storybook/fallback.ts';
import showsFr from '../../fixtures/shows.fr.json' with { type: 'json' };
import showsNl from '../../fixtures/shows.nl.json' with { type: 'json' };
import { showsListPage } from './index.ts';
import { ShowsListPage } from './ShowsListPage.tsx';
import { storyNow } from '../../storybook/clock.ts';

const context: PageContext = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Shows.List', language: 'fr', params: {} },
  features: defaultFeatures('fr'),
  now: storyNow,
};

const meta = {
  title: 'Pages/Films/ShowsList',
  component: ShowsListPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: showsListPage },
  args: context,
} satisfies Meta<typeof ShowsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = swr({ fallback: fallbackFor(showsListPage, context, { shows: showsFr }) });

export const Loaded: Story = {
  parameters: loaded,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      t('films.showsList.tabs.book'),
      t('films.showsList.tabs.presales'),
      t('films.showsList.tabs.kids'),
      t('films.showsList.tabs.special'),
      t('films.showsList.tabs.upcoming'),
    ]);
    await expect(canvas.getByRole('tab', { name: t('films.showsList.tabs.book') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // catalogue.txt §3 orders: the book tab lists released shows in the default order.
    const bookTitles = within(canvas.getByRole('tabpanel'))
      .getAllByRole('heading', { level: 2 })
      .map((title) => title.textContent);
    await expect(bookTitles.slice(0, 2)).toEqual(['La Dernière Séance', 'Orbite']);
  },
};

/**
 * catalogue.txt §2 tab fragments: arrow keys move between the tabs (automatic activation) and each
 * choice writes the tab's translated fragment in place; a fragment set from outside (a link, the
 * address bar) opens its tab.
 */
export const TabsByKeyboardAndFragment: Story = {
  parameters: loaded,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    const address = window.location.href;
    const selectedTab = (key: string) =>
      expect(canvas.getByRole('tab', { name: t(`films.showsList.tabs.${key}`) })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    try {
      await userEvent.click(canvas.getByRole('tab', { name: t('films.showsList.tabs.book') }));
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => selectedTab('presales'));
      await expect(window.location.hash).toBe('#preventes');
      await expect(canvas.getByRole('tab', { name: t('films.showsList.tabs.presales') })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => selectedTab('kids'));
      await expect(window.location.hash).toBe('#enfants');
      // catalogue.txt §3: kids shows in the default order.
      await expect(
        within(canvas.getByRole('tabpanel'))
          .getAllByRole('heading', { level: 2 })
          .map((title) => title.textContent),
      ).toEqual(['Le Voyage de Mila', 'Capitaine Comète']);
      await userEvent.keyboard('{End}');
      await waitFor(() => selectedTab('upcoming'));
      await expect(window.location.hash).toBe('#prochainement');
      await userEvent.keyboard('{Home}');
      await waitFor(() => selectedTab('book'));
      await expect(window.location.hash).toBe('#reserver');
      // The address changes from outside (a link to /films#speciaux): the page follows it.
      window.history.replaceState(null, '', '#speciaux');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      await waitFor(() => selectedTab('special'));
    } finally {
      window.history.replaceState(null, '', address);
    }
  },
};

/** A deep link `/films#prochainement`: the fragment, read after hydration, opens its tab. */
export const DeepLinkFragment: Story = {
  parameters: loaded,
  beforeEach: () => {
    const address = window.location.href;
    window.history.replaceState(null, '', '#prochainement');
    return () => window.history.replaceState(null, '', address);
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: t('films.showsList.tabs.upcoming') })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    // catalogue.txt §3: the upcoming tab in the upcoming order.
    const titles = within(canvas.getByRole('tabpanel'))
      .getAllByRole('heading', { level: 2 })
      .map((title) => title.textContent);
    await expect(titles[0]).toBe('Cité des robots');
  },
};

/**
 * member-and-shell.txt §2 Filters in the address (`/films/filters/genres-…`) and catalogue.txt §5
 * "genres are matched": the address's genre keeps every tab to it; a choice in the page rewrites
 * the address in place, and dropping the last genre brings every film back.
 */
export const GenreFilter: Story = {
  args: { target: { ...context.target, filters: { genres: ['drama'] } } },
  parameters: loaded,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    const address = window.location.href;
    const titles = () =>
      within(canvas.getByRole('tabpanel'))
        .getAllByRole('heading', { level: 2 })
        .map((title) => title.textContent);
    const filter = within(canvas.getByRole('form', { name: t('films.showsList.filters.label') }));
    await expect(filter.getByRole('checkbox', { name: 'Drame' })).toBeChecked();
    await expect(titles()).toEqual(['La Dernière Séance', 'Les Veilleurs du phare', 'Le Procès Vernet']);
    try {
      await userEvent.click(filter.getByRole('checkbox', { name: 'Animation' }));
      await waitFor(() => expect(window.location.pathname).toBe('/films/filters/genres-animation,drama'));
      await expect(titles()).toContain('Le Voyage de Mila');
      await userEvent.click(filter.getByRole('button', { name: t('films.showsList.filters.reset') }));
      await waitFor(() => expect(window.location.pathname).toBe('/films'));
      await expect(titles().slice(0, 2)).toEqual(['La Dernière Séance', 'Orbite']);
    } finally {
      window.history.replaceState(null, '', address);
    }
  },
};

/** A genre with no film in a tab says so, in the page's language (its one film is coming soon). */
export const GenreFilterEmptyTab: Story = {
  args: { target: { ...context.target, filters: { genres: ['not-yet-known'] } } },
  parameters: loaded,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(within(canvas.getByRole('tabpanel')).getByText(t('films.showsList.emptyFiltered'))).toBeVisible();
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
    const canvas = within(pageOf(canvasElement));
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
    now: storyNow,
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ ...globals, site: 'nl', language: 'nl' });
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      t('films.showsList.tabs.book'),
      t('films.showsList.tabs.kids'),
      t('films.showsList.tabs.special'),
      t('films.showsList.tabs.upcoming'),
    ]);
    const address = window.location.href;
    try {
      // The Dutch fragment of the presales tab opens nothing: the tab is not offered.
      window.history.replaceState(null, '', '#voorverkoop');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      await expect(canvas.getByRole('tab', { name: t('films.showsList.tabs.book') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.click(canvas.getByRole('tab', { name: t('films.showsList.tabs.book') }));
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(window.location.hash).toBe('#kids'));
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(window.location.hash).toBe('#binnenkort'));
    } finally {
      window.history.replaceState(null, '', address);
    }
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).getByRole('status')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const alert = await within(pageOf(canvasElement)).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('status.retry') })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: swr({
    fallback: fallbackFor(showsListPage, context, { shows: { shows: [], labels: [], contentratings: [] } }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(pageOf(canvasElement)).getByText(t('films.showsList.empty'))).toBeVisible();
  },
};
