import { storyText } from '../../storybook/storyText.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiCalls, callKey, defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import { fallbackFor } from '../../storybook/fallback.ts';
import cities from '../../fixtures/cities.fr.json' with { type: 'json' };
import shows from '../../fixtures/shows.fr.json' with { type: 'json' };
import zoneParis from '../../fixtures/zone-paris.fr.json' with { type: 'json' };
import { upcomingPage } from './index.ts';
import { UpcomingPage } from './UpcomingPage.tsx';
import { storyNow } from '../../storybook/clock.ts';

const context: PageContext = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Shows.Upcoming', language: 'fr', params: {} },
  features: defaultFeatures('fr'),
  now: storyNow,
};

const meta = {
  title: 'Pages/Films/Upcoming',
  component: UpcomingPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: upcomingPage },
  args: context,
} satisfies Meta<typeof UpcomingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The zone answers the page asks for in the browser once a city is chosen. */
const zoneKey = (id: string) => callKey(apiCalls.zoneById, { params: { id } }, 'fr');
const loaded = swr({
  fallback: { ...fallbackFor(upcomingPage, context, { shows, cities }), [zoneKey('paris')]: zoneParis },
});
const groupTitles = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('heading', { level: 2 }).map((title: HTMLElement) => title.textContent);

export const Loaded: Story = {
  parameters: loaded,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    // member §9 release date DD/MM/YYYY from the FR_FR key, earliest first; catalogue.txt §5: the
    // unknown date (1900-01-01) comes last, as "to be announced".
    await expect(groupTitles(canvas)).toEqual([
      t('films.upcoming.releaseOn', { date: '07/12/2026' }),
      t('films.upcoming.releaseOn', { date: '08/12/2026' }),
      t('films.upcoming.releaseOn', { date: '20/12/2026' }),
      t('films.upcoming.releaseOn', { date: '08/01/2027' }),
      t('films.upcoming.releaseOn', { date: '13/03/2027' }),
      t('films.upcoming.dateToBeAnnounced'),
    ]);
    const unknown = canvas.getByRole('region', { name: t('films.upcoming.dateToBeAnnounced') });
    await expect(within(unknown).getByRole('heading', { level: 3 })).toHaveTextContent('Projet Atlas');
    const first = canvas.getByRole('region', { name: t('films.upcoming.releaseOn', { date: '07/12/2026' }) });
    await expect(within(first).getByRole('link', { name: 'Dragons de poche' })).toHaveAttribute(
      'href',
      '/films/dragons-de-poche-10058',
    );
  },
};

/** A city chosen: its zone's shows only, and the unknown date left out (catalogue.txt §5 zone lists). */
export const ZoneList: Story = {
  parameters: loaded,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('films.upcoming.zone')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Paris' }));
    await waitFor(() =>
      expect(groupTitles(canvas)).toEqual([
        t('films.upcoming.releaseOn', { date: '07/12/2026' }),
        t('films.upcoming.releaseOn', { date: '08/12/2026' }),
        t('films.upcoming.releaseOn', { date: '20/12/2026' }),
      ]),
    );
    await expect(canvas.queryByText('Projet Atlas')).toBeNull();
    await expect(canvas.queryByText('Planète Zéro')).toBeNull();
    // Back to every city: the full list, unknown date included.
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('films.upcoming.zone')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: t('films.upcoming.allZones') }));
    await waitFor(() => expect(canvas.getByText('Projet Atlas')).toBeVisible());
  },
};

/** A zone whose answer is still on its way: the list area says it is loading. */
export const ZoneLoading: Story = {
  parameters: swr({ fallback: fallbackFor(upcomingPage, context, { shows, cities }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('films.upcoming.zone')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Lyon' }));
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

export const LoadedMobile: Story = {
  parameters: loaded,
  globals: { viewport: { value: 'mobile' } },
};

/** Long titles wrap inside their cards; a failed cities call only hides the city filter. */
export const LongTitles: Story = {
  parameters: swr({
    fallback: fallbackFor(upcomingPage, context, {
      shows: {
        ...shows,
        shows: shows.shows.map((show) =>
          show.slug === 'projet-atlas-10041'
            ? {
                ...show,
                title:
                  'Projet Atlas : la très longue et véritablement interminable chronique des cartographes oubliés du grand Nord',
              }
            : show,
        ),
      },
    }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(/chronique des cartographes/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(t('films.upcoming.zone')) })).toBeNull();
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
  play: async ({ canvasElement }) => {
    await expect(await within(pageOf(canvasElement)).findByRole('alert')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: swr({
    fallback: fallbackFor(upcomingPage, context, {
      shows: { shows: [], labels: [], contentratings: [] },
      cities,
    }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(pageOf(canvasElement)).getByText(t('films.upcoming.empty'))).toBeVisible();
  },
};
