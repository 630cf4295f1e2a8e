import { storyText } from '../../storybook/storyText.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiCalls, callKey, defaultFeatures, localeFor, sites, type Language } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import { fallbackFor } from '../../storybook/fallback.ts';
import cinemasFr from '../../fixtures/cinemas.fr.json' with { type: 'json' };
import cinemasNl from '../../fixtures/cinemas.nl.json' with { type: 'json' };
import movedSeason from '../../fixtures/event-saison-opera-2025.fr.json' with { type: 'json' };
import festivalShows from '../../fixtures/event-festival-des-enfants-shows.fr.json' with { type: 'json' };
import festival from '../../fixtures/event-festival-des-enfants.fr.json' with { type: 'json' };
import eventShows from '../../fixtures/event-saison-opera-ballet-shows.fr.json' with { type: 'json' };
import eventShowsNl from '../../fixtures/event-saison-opera-ballet-shows.nl.json' with { type: 'json' };
import event from '../../fixtures/event-saison-opera-ballet.fr.json' with { type: 'json' };
import eventNl from '../../fixtures/event-saison-opera-ballet.nl.json' with { type: 'json' };
import shows from '../../fixtures/shows.fr.json' with { type: 'json' };
import showsNl from '../../fixtures/shows.nl.json' with { type: 'json' };
import comete from '../../fixtures/showtimes-capitaine-comete-10011-2026-11-22.fr.json' with { type: 'json' };
import traviata from '../../fixtures/showtimes-la-traviata-10043-2026-11-26.fr.json' with { type: 'json' };
import traviataNl from '../../fixtures/showtimes-la-traviata-10043-2026-11-26.nl.json' with { type: 'json' };
import lac from '../../fixtures/showtimes-le-lac-des-cygnes-10042-2026-11-29.fr.json' with { type: 'json' };
import mila from '../../fixtures/showtimes-le-voyage-de-mila-10003-2026-11-22.fr.json' with { type: 'json' };
import { seasonPage } from './index.ts';
import { SeasonPage } from './SeasonPage.tsx';
import { storyNow } from '../../storybook/clock.ts';

const context: PageContext = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Season', language: 'fr', params: { slug: 'saison-opera-ballet' } },
  features: defaultFeatures('fr'),
  now: storyNow,
};

const meta = {
  title: 'Pages/Films/Season',
  component: SeasonPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: seasonPage },
  args: context,
} satisfies Meta<typeof SeasonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The follow-up calls (one per show of a day) and the days chosen in the browser. */
const showtimesKey = (slug: string, date: string, language: Language = 'fr') =>
  callKey(apiCalls.showShowtimesByDate, { params: { slug, date } }, language);
const showtimesFr = {
  [showtimesKey('la-traviata-10043', '2026-11-26')]: traviata,
  [showtimesKey('le-lac-des-cygnes-10042', '2026-11-29')]: lac,
};
const loaded = swr({
  fallback: {
    ...fallbackFor(seasonPage, context, { event, eventShows, shows, cinemas: cinemasFr }),
    ...showtimesFr,
  },
});
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat(localeFor(sites.fr, 'fr'), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${date}T12:00:00Z`));

type Canvas = ReturnType<typeof within>;
/** A showtime's checkbox inside its cinema's (or show's) group: the same time plays in several. */
const showtimeIn = (canvas: Canvas, group: string, name: RegExp = /19:30/) =>
  within(canvas.getByRole('group', { name: group })).getByRole('checkbox', { name });

export const Loaded: Story = {
  parameters: loaded,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Saison opéra et ballet' })).toBeVisible();
    // The first day of the programme, film by film: La Traviata links to its entertainment page.
    await expect(canvas.getByRole('link', { name: 'La Traviata' })).toHaveAttribute(
      'href',
      '/evenements/la-traviata-10043',
    );
    // Its cinemas by name, each a group of showtimes to choose.
    const cinemas = canvas.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    await expect(cinemas).toEqual(['Marquee Alésia', 'Marquee Atlantis', 'Marquee Beaugrenelle', 'Marquee Bellecour']);
    await expect(showtimeIn(canvas, 'Marquee Alésia', /19:30 · VOST/)).not.toBeChecked();
    await expect(canvas.getByText(t('films.season.chooseMany'))).toBeVisible();
    await expect(canvas.getByText(t('films.season.selectedCount', { count: 0 }))).toBeVisible();
  },
};

/**
 * member-and-shell.txt §9 season multiple selection (on in fr): showtimes add up across days; a
 * sold-out showtime cannot be chosen; each choice gets its booking link; unselect-all empties it.
 */
export const MultipleSelection: Story = {
  parameters: loaded,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await userEvent.click(showtimeIn(canvas, 'Marquee Alésia'));
    await userEvent.click(showtimeIn(canvas, 'Marquee Bellecour'));
    await expect(showtimeIn(canvas, 'Marquee Alésia')).toBeChecked();
    await expect(showtimeIn(canvas, 'Marquee Bellecour')).toBeChecked();
    // Another day keeps the selection.
    await userEvent.click(canvas.getByRole('radio', { name: dayLabel('2026-11-29') }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Le Lac des cygnes' })).toBeVisible());
    // catalogue.txt §4: a sold-out showtime is announced and cannot be chosen.
    await expect(showtimeIn(canvas, 'Marquee Alésia', new RegExp(t('films.season.soldOut')))).toBeDisabled();
    await userEvent.click(showtimeIn(canvas, 'Marquee Blagnac'));
    const selection = canvas.getByRole('region', { name: t('films.season.selection') });
    await expect(within(selection).getByText(t('films.season.selectedCount', { count: 3 }))).toBeVisible();
    const bookings = within(selection).getAllByRole('link');
    await expect(bookings.map((link) => link.getAttribute('href'))).toEqual([
      traviata['marquee-alesia'][0]?.refCmd,
      traviata['marquee-bellecour'][0]?.refCmd,
      lac['marquee-blagnac'][0]?.refCmd,
    ]);
    await expect(bookings[0]).toHaveAttribute('target', '_blank');
    // member-and-shell.txt §4: unselect-all resets the selection.
    await userEvent.click(within(selection).getByRole('button', { name: t('films.season.unselectAll') }));
    await expect(within(selection).getByText(t('films.season.selectedCount', { count: 0 }))).toBeVisible();
    await expect(showtimeIn(canvas, 'Marquee Blagnac')).not.toBeChecked();
  },
};

/** member-and-shell.txt §4: switching to cinemas mode resets the selection; the list goes cinema by cinema. */
export const CinemasMode: Story = {
  parameters: loaded,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await userEvent.click(showtimeIn(canvas, 'Marquee Atlantis'));
    await expect(canvas.getByText(t('films.season.selectedCount', { count: 1 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: t('films.season.modes.cinemas') }));
    await expect(canvas.getByText(t('films.season.selectedCount', { count: 0 }))).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
      'Marquee Alésia',
      'Marquee Atlantis',
      'Marquee Beaugrenelle',
      'Marquee Bellecour',
      t('films.season.selection'),
    ]);
    // Inside a cinema, each show is a group of its showtimes.
    const atlantis = canvas.getAllByRole('listitem').find((item) => item.textContent?.startsWith('Marquee Atlantis'));
    await expect(atlantis).toBeDefined();
    const choice = within(atlantis as HTMLElement).getByRole('checkbox', { name: /19:30/ });
    await userEvent.click(choice);
    await expect(canvas.getByText(t('films.season.selectedCount', { count: 1 }))).toBeVisible();
    // Back to shows mode: the selection made in cinemas mode stays.
    await userEvent.click(canvas.getByRole('radio', { name: t('films.season.modes.shows') }));
    await expect(showtimeIn(canvas, 'Marquee Atlantis')).toBeChecked();
  },
};

/** member-and-shell.txt §9: multiple selection is off in nl, so a choice replaces the one before. */
export const NetherlandsSingleSelection: Story = {
  parameters: swr({
    fallback: {
      ...fallbackFor(
        seasonPage,
        { ...context, site: 'nl', language: 'nl' },
        { event: eventNl, eventShows: eventShowsNl, shows: showsNl, cinemas: cinemasNl },
      ),
      [showtimesKey('la-traviata-10043', '2026-11-26', 'nl')]: traviataNl,
    },
  }),
  globals: { site: 'nl', language: 'nl' },
  args: {
    site: 'nl',
    language: 'nl',
    target: { kind: 'Season', language: 'nl', params: { slug: 'saison-opera-ballet' } },
    features: defaultFeatures('nl'),
    now: storyNow,
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(t('films.season.chooseOne'))).toBeVisible();
    await userEvent.click(showtimeIn(canvas, 'Marquee Arena'));
    await userEvent.click(showtimeIn(canvas, 'Marquee De Kuip'));
    await expect(showtimeIn(canvas, 'Marquee Arena')).not.toBeChecked();
    await expect(showtimeIn(canvas, 'Marquee De Kuip')).toBeChecked();
    const selection = canvas.getByRole('region', { name: t('films.season.selection') });
    await expect(within(selection).getByText(t('films.season.selectedCount', { count: 1 }))).toBeVisible();
    await expect(within(selection).getByRole('link')).toHaveAttribute('href', traviataNl['marquee-de-kuip'][0]?.refCmd);
  },
};

/** The site moves to another season (a client-side navigation): the page is re-rendered with its slug. */
function NavigatingSeason(props: PageContext) {
  const [slug, setSlug] = useState(props.target.params.slug ?? '');
  useEffect(() => {
    const navigate = (event: Event) => setSlug((event as CustomEvent<string>).detail);
    window.addEventListener('story:navigate', navigate);
    return () => window.removeEventListener('story:navigate', navigate);
  }, []);
  return <SeasonPage {...props} target={{ ...props.target, params: { slug } }} />;
}

const festivalContext = { ...context, target: { ...context.target, params: { slug: 'festival-des-enfants' } } };

/** member-and-shell.txt §4: selected showtimes reset on navigation to another season. */
export const ResetOnNavigation: Story = {
  render: (args) => <NavigatingSeason {...args} />,
  parameters: swr({
    fallback: {
      ...fallbackFor(seasonPage, context, { event, eventShows, shows, cinemas: cinemasFr }),
      ...fallbackFor(seasonPage, festivalContext, { event: festival, eventShows: festivalShows }),
      ...showtimesFr,
      [showtimesKey('le-voyage-de-mila-10003', '2026-11-22')]: mila,
      [showtimesKey('capitaine-comete-10011', '2026-11-22')]: comete,
    },
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await userEvent.click(showtimeIn(canvas, 'Marquee Alésia'));
    await expect(canvas.getByText(t('films.season.selectedCount', { count: 1 }))).toBeVisible();
    window.dispatchEvent(new CustomEvent('story:navigate', { detail: 'festival-des-enfants' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Festival des enfants' })).toBeVisible());
    await expect(canvas.getByText(t('films.season.selectedCount', { count: 0 }))).toBeVisible();
    // The festival's first day: Le Voyage de Mila plays; Capitaine Comète has no showtime there.
    await expect(canvas.getByRole('link', { name: 'Le Voyage de Mila' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Capitaine Comète' })).toBeNull();
  },
};

export const LoadedMobile: Story = {
  parameters: loaded,
  globals: { viewport: { value: 'mobile' } },
};

/** Long titles wrap in the heading, the show groups and the selection. */
export const LongTitle: Story = {
  parameters: swr({
    fallback: {
      ...fallbackFor(seasonPage, context, {
        event: {
          ...event,
          title: 'Saison opéra, ballet, concerts symphoniques et grandes retransmissions en direct des scènes du monde',
        },
        eventShows,
        shows: {
          ...shows,
          shows: shows.shows.map((show) =>
            show.slug === 'la-traviata-10043'
              ? { ...show, title: 'La Traviata — retransmission exceptionnelle en direct du Metropolitan Opera' }
              : show,
          ),
        },
        cinemas: cinemasFr,
      }),
      ...showtimesFr,
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await userEvent.click(showtimeIn(canvas, 'Marquee Alésia'));
    // The show's heading and its booking link both carry the long title.
    await expect(canvas.getAllByRole('link', { name: /Metropolitan Opera/ })).toHaveLength(2);
  },
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
    await expect(within(pageOf(canvasElement)).getByRole('link', { name: t('films.season.moved') })).toHaveAttribute(
      'href',
      '/saison/saison-opera-ballet',
    );
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

/** The season is known and its day's showtimes are still on their way. */
export const ShowtimesLoading: Story = {
  parameters: swr({ fallback: fallbackFor(seasonPage, context, { event, eventShows, shows, cinemas: cinemasFr }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(t('status.loading'))).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: swr({
    fallback: fallbackFor(seasonPage, context, { event, eventShows: { days: {}, shows: {} }, shows }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(pageOf(canvasElement)).getByText(t('films.season.empty'))).toBeVisible();
  },
};
