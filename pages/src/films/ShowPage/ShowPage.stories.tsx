import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, mocked, userEvent, waitFor, within } from 'storybook/test';
import {
  apiCalls,
  callKey,
  defaultFeatures,
  routePath,
  type AddressFilters,
  type ApiCall,
  type Emotion,
  type Feeling,
  type SiteCode,
} from '@marquee/data';
import { showFeelings, usePopins, type ShowFeeling } from '@marquee/design-system';
import { MemberContext } from '../../members/memberContext.ts';
import { clientFixture, feelingsOf } from '../../members/memberFixture.ts';
import type { PageContext } from '../../page.ts';
import { fallbackFor } from '../../storybook/fallback.ts';
import { memberActions, storyMember } from '../../storybook/member.tsx';
import { storyText, type StoryText } from '../../storybook/storyText.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import { filtersHref } from '../../showtimes/index.ts';
import cinemasCh from '../../fixtures/cinemas-showpage.ch.json' with { type: 'json' };
import cinemasNl from '../../fixtures/cinemas.nl.json' with { type: 'json' };
import cinemasFr from '../../fixtures/cinemas.fr.json' with { type: 'json' };
import citiesFr from '../../fixtures/cities.fr.json' with { type: 'json' };
import settingsCh from '../../fixtures/settings.ch.json' with { type: 'json' };
import settingsFr from '../../fixtures/settings.fr.json' with { type: 'json' };
import settingsNl from '../../fixtures/settings.nl.json' with { type: 'json' };
import daysCh from '../../fixtures/show-orbite-days.ch.json' with { type: 'json' };
import daysFr from '../../fixtures/show-orbite-days.fr.json' with { type: 'json' };
import daysNl from '../../fixtures/show-orbite-days.nl.json' with { type: 'json' };
import showCh from '../../fixtures/show-orbite-showpage.ch.json' with { type: 'json' };
import showNl from '../../fixtures/show-orbite-showpage.nl.json' with { type: 'json' };
import ch22 from '../../fixtures/show-orbite-showtimes-2026-11-22.ch.json' with { type: 'json' };
import fr22 from '../../fixtures/show-orbite-showtimes-2026-11-22.fr.json' with { type: 'json' };
import nl22 from '../../fixtures/show-orbite-showtimes-2026-11-22.nl.json' with { type: 'json' };
import ch23 from '../../fixtures/show-orbite-showtimes-2026-11-23.ch.json' with { type: 'json' };
import fr23 from '../../fixtures/show-orbite-showtimes-2026-11-23.fr.json' with { type: 'json' };
import nl23 from '../../fixtures/show-orbite-showtimes-2026-11-23.nl.json' with { type: 'json' };
import ch24 from '../../fixtures/show-orbite-showtimes-2026-11-24.ch.json' with { type: 'json' };
import fr24 from '../../fixtures/show-orbite-showtimes-2026-11-24.fr.json' with { type: 'json' };
import nl24 from '../../fixtures/show-orbite-showtimes-2026-11-24.nl.json' with { type: 'json' };
import fr25 from '../../fixtures/show-orbite-showtimes-2026-11-25.fr.json' with { type: 'json' };
import paris22 from '../../fixtures/show-orbite-showtimes-2026-11-22-paris.fr.json' with { type: 'json' };
import paris23 from '../../fixtures/show-orbite-showtimes-2026-11-23-paris.fr.json' with { type: 'json' };
import paris24 from '../../fixtures/show-orbite-showtimes-2026-11-24-paris.fr.json' with { type: 'json' };
import paris25 from '../../fixtures/show-orbite-showtimes-2026-11-25-paris.fr.json' with { type: 'json' };
import showFr from '../../fixtures/show-orbite.fr.json' with { type: 'json' };
import tagsCh from '../../fixtures/tags.ch.json' with { type: 'json' };
import tagsFr from '../../fixtures/tags.fr.json' with { type: 'json' };
import tagsNl from '../../fixtures/tags.nl.json' with { type: 'json' };
import versionsCh from '../../fixtures/versions.ch.json' with { type: 'json' };
import versionsFr from '../../fixtures/versions.fr.json' with { type: 'json' };
import versionsNl from '../../fixtures/versions.nl.json' with { type: 'json' };
import { showtimesCall } from '../showtimes/days.ts';
import { showPage } from './index.ts';
import { ShowPage } from './ShowPage.tsx';
import { storyNow } from '../../storybook/clock.ts';
import { dataLayer } from '../../tracking/dataLayer.ts';

const slug = 'orbite-10002';

const contextFor = (site: SiteCode, language: PageContext['language'], filters?: AddressFilters): PageContext => ({
  site,
  language,
  target: { kind: 'Shows.Movie', language, params: { slug }, ...(filters ? { filters } : {}) },
  features: defaultFeatures(site),
  now: storyNow,
});

const fr = contextFor('fr', 'fr');
const nl = contextFor('nl', 'nl');
const ch = contextFor('ch', 'de');

type Day = Record<string, unknown[]>;

interface Answers {
  show?: unknown;
  showCinemas?: unknown;
  cinemas?: unknown;
  versions?: unknown;
  tags?: unknown;
  settings?: unknown;
  cities?: unknown;
  /** The showtimes of each day, by date (every cinema). */
  days?: Record<string, Day>;
}

/** The page's calls (as the loader makes them) plus the showtimes of each day, under the keys the page reads. */
function fallback(context: PageContext, { days = {}, ...answers }: Answers): Record<string, unknown> {
  const keys = fallbackFor(showPage, context, answers);
  const localisation = context.target.filters?.localisation;
  for (const [date, byCinema] of Object.entries(days)) {
    const call = showtimesCall(slug, date, localisation);
    const answer = localisation ? (byCinema[localisation] ?? []) : byCinema;
    keys[callKey(apiCalls[call.id] as ApiCall, { params: call.params }, context.language)] = answer;
  }
  return keys;
}

const frAnswers: Answers = {
  show: showFr,
  showCinemas: daysFr,
  cinemas: cinemasFr,
  versions: versionsFr,
  tags: tagsFr,
  settings: settingsFr,
  days: { '2026-11-22': fr22, '2026-11-23': fr23, '2026-11-24': fr24, '2026-11-25': fr25 },
};
const nlAnswers: Answers = {
  show: showNl,
  showCinemas: daysNl,
  cinemas: cinemasNl,
  versions: versionsNl,
  tags: tagsNl,
  settings: settingsNl,
  days: { '2026-11-22': nl22, '2026-11-23': nl23, '2026-11-24': nl24 },
};
const chAnswers: Answers = {
  show: showCh,
  showCinemas: daysCh,
  cinemas: cinemasCh,
  versions: versionsCh,
  tags: tagsCh,
  settings: settingsCh,
  days: { '2026-11-22': ch22, '2026-11-23': ch23, '2026-11-24': ch24 },
};

const meta = {
  title: 'Pages/Films/Show',
  component: ShowPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: showPage },
  args: fr,
} satisfies Meta<typeof ShowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the story frame's own address: the page rewrites it in place, and the runner needs it back. */
async function keepingAddress(run: () => Promise<void>) {
  const before = window.location.href;
  try {
    await run();
  } finally {
    window.history.replaceState(window.history.state, '', before);
  }
}

/** Stops the browser from opening the booking tab, so the play can press Book now for real. */
function blockNextNavigation() {
  window.addEventListener('click', (event) => event.preventDefault(), { once: true });
}

const dialogTimeout = { timeout: 5000 };

/** fr: one list per cinema in time order, each chip labelled by its version; days are links. */
export const Loaded: Story = {
  parameters: swr({ fallback: fallback(fr, frAnswers) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orbite' })).toBeVisible();
    // catalogue.txt §9: 142 minutes read 2h22.
    await expect(canvas.getByText('2h22')).toBeVisible();
    const days = canvas.getByRole('toolbar', { name: t('films.show.days.label') });
    const dayLinks = within(days).getAllByRole('link');
    await expect(dayLinks).toHaveLength(4);
    await expect(dayLinks[0]).toHaveTextContent(t('films.show.days.today'));
    await expect(dayLinks[0]).toHaveAttribute('aria-current', 'true');
    await expect(dayLinks[1]).toHaveTextContent(t('films.show.days.tomorrow'));
    await expect(dayLinks[2]).toHaveAttribute('href', filtersHref('fr', fr.target, { date: '2026-11-24' }));
    // Five cinemas, each with its name linking to its page and one list (issue 20: headed by the
    // cinema alone, no "Toutes les séances" under it; its address without the cinema's name again).
    const beaugrenelle = canvas.getByRole('link', { name: 'Marquee Beaugrenelle' });
    await expect(beaugrenelle).toHaveAttribute('href', '/cinemas/marquee-beaugrenelle');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await expect(canvas.queryAllByRole('heading', { level: 4 })).toHaveLength(0);
    await expect(canvas.getAllByRole('list', { name: t('films.show.allShowtimes') })).toHaveLength(5);
    await expect(canvas.getByText('73 avenue du Général Leclerc, 75014 Paris')).toBeVisible();
    // Issue 20 (decision 0058): the next showtime first, within the §9 lookahead: today 10:15 at Beaugrenelle.
    const next = canvas.getByRole('button', {
      name: new RegExp(
        `^${t('films.show.next', { day: '.*', time: '10:15', version: 'VF', cinema: 'Marquee Beaugrenelle' })}$`,
      ),
    });
    await expect(next).toBeVisible();
    await userEvent.click(next);
    const panel = await within(document.body).findByRole(
      'dialog',
      { name: t('films.show.panel.title') },
      dialogTimeout,
    );
    await expect(within(panel).getAllByText(/10:15/).length).toBeGreaterThan(0);
    await userEvent.click(within(panel).getByRole('button', { name: t('films.show.close') }));
    // Once the page runs, a chip opens the details (no-JS HTML has the booking link instead).
    await expect(canvas.getAllByRole('button', { name: /^11:00/ })).toHaveLength(3);
    // Issue 20: each version chip named by its short code, its plain words its description and on demand.
    const form = canvas.getByRole('form', { name: t('films.show.filters.label') });
    const vost = within(form).getByRole('checkbox', { name: t('films.versions.vost.label') });
    await expect(vost).toHaveAccessibleDescription(t('films.versions.vost.explanation'));
    await userEvent.click(within(form).getByText(t('films.show.filters.versionsHelp')));
    await expect(within(form).getByText(t('films.versions.vost.explanation'))).toBeVisible();
    // The experience chips too: a whole-phrase tag reads short, its full name its description.
    const sdh = within(form).getByRole('checkbox', { name: t('films.tags.sdh.short') });
    await expect(sdh).toHaveAccessibleDescription(/^Sous-titres sourds et malentendants — /);
  },
};

/**
 * Issue 20 (decision 0058): today has showtimes from 18:00 still to book, so "Ce soir" is offered;
 * it shows today's from 18:00 alone, the address keeping the date filter; another day leaves it.
 */
export const Tonight: Story = {
  // Its state follows a press, and a screenshot at rest would show the hero only.
  tags: ['no-screenshot'],
  parameters: swr({ fallback: fallback(fr, frAnswers) }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, globals }) =>
    keepingAddress(async () => {
      const t = storyText(globals);
      const canvas = within(pageOf(canvasElement));
      const tonight = canvas.getByRole('link', { name: t('films.show.tonight') });
      await expect(tonight).toHaveAttribute('href', filtersHref('fr', fr.target, { date: '2026-11-22' }));
      await userEvent.click(tonight);
      await expect(tonight).toHaveAttribute('aria-current', 'true');
      // Atlantis at 19:15 and Blagnac at 20:00; Blagnac's 11:00 and the mornings elsewhere go.
      await waitFor(() => expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2));
      await expect(canvas.getByRole('button', { name: /^19:15/ })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: /^11:00/ })).toBeNull();
      await expect(window.location.pathname).toBe(filtersHref('fr', fr.target, { date: '2026-11-22' }));
      // The next showtime follows: tonight's first.
      await expect(
        canvas.getByRole('button', {
          name: new RegExp(
            `^${t('films.show.next', { day: '.*', time: '19:15', version: 'VF', cinema: 'Marquee Atlantis' })}$`,
          ),
        }),
      ).toBeVisible();
      // Another day leaves tonight.
      const days = canvas.getByRole('toolbar', { name: t('films.show.days.label') });
      await userEvent.click(within(days).getByRole('link', { name: t('films.show.days.tomorrow') }));
      await expect(tonight).not.toHaveAttribute('aria-current');
    }),
};

export const LoadedMobile: Story = {
  ...Loaded,
  // Its play function is the spread story's: a tag the indexer cannot infer (decision 0026).
  tags: ['play-fn'],
  globals: { viewport: { value: 'mobile' } },
};

/** nl (catalogue.txt §9): showtimes grouped by version, headed by the version in words. */
export const LoadedNl: Story = {
  args: nl,
  globals: { site: 'nl', language: 'nl' },
  parameters: swr({ fallback: fallback(nl, nlAnswers) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const groups = canvas.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    await expect(groups).toContain(t('films.versions.ov.label'));
    await expect(groups).toContain(t('films.versions.nlnl.label'));
    await expect(groups).not.toContain(t('films.show.allShowtimes'));
  },
};

/** ch (catalogue.txt §9): grouped by version, each chip labelled by its experience tag when it has one. */
export const LoadedCh: Story = {
  args: ch,
  globals: { site: 'ch', language: 'de' },
  parameters: swr({ fallback: fallback(ch, chAnswers) }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    const groups = canvas.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    // Two versions on the first day (df, vf): two groups at the cinemas showing both.
    await expect(new Set(groups).size).toBeGreaterThanOrEqual(2);
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
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

/** The film plays nowhere: the hero, and a sentence instead of days and showtimes. */
export const NoShowtimes: Story = {
  parameters: swr({ fallback: fallback(fr, { ...frAnswers, showCinemas: {}, days: {} }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(t('films.show.noShowtimes'))).toBeVisible();
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};

const voOnFirstDay = contextFor('fr', 'fr', { date: '2026-11-22', versions: ['vo'] });

/** The address asks for VO on a day without any: say so, with a link back to every showtime of the day. */
export const FilteredEmpty: Story = {
  args: voOnFirstDay,
  parameters: swr({ fallback: fallback(voOnFirstDay, frAnswers) }),
  play: async ({ canvasElement, globals }) =>
    keepingAddress(async () => {
      const t = storyText(globals);
      const canvas = within(pageOf(canvasElement));
      await expect(canvas.getByText(t('films.show.noneMatching'))).toBeVisible();
      const reset = canvas.getByRole('link', { name: t('films.show.resetFilters') });
      await expect(reset).toHaveAttribute('href', filtersHref('fr', fr.target, { date: '2026-11-22' }));
      // With JavaScript the reset applies in place: the showtimes come back, the address loses the filter.
      await userEvent.click(reset);
      await expect(await canvas.findAllByRole('button', { name: /^11:00/ })).toHaveLength(3);
      await expect(window.location.pathname).toBe(filtersHref('fr', fr.target, { date: '2026-11-22' }));
    }),
};

const soldOut = (day: Day): Day =>
  Object.fromEntries(
    Object.entries(day).map(([cinema, list]) => [
      cinema,
      list.map((showtime) => ({ ...(showtime as object), status: 'soldout' })),
    ]),
  );

/** Every showtime of the day is sold out: each says so and none can be chosen. */
export const SoldOutDay: Story = {
  parameters: swr({ fallback: fallback(fr, { ...frAnswers, days: { '2026-11-22': soldOut(fr22) } }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    // The chips shown (a browser that runs no scripts would see the booking-link twins instead).
    const shown = canvas.getAllByText(t('films.show.chip.soldOut')).filter((element) => element.checkVisibility());
    await expect(shown).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: /^11:00/ })).toBeNull();
  },
};

const manyVersionCodes = ['vf', 'vo', 'vost', 'vostfr', 'vfst', 'omu', 'imax-vo'];
const manyVersions = (day: Day): Day =>
  Object.fromEntries(
    Object.entries(day).map(([cinema, list]) => [
      cinema,
      manyVersionCodes.map((version, index) => ({
        ...(list[0] as object),
        time: `2026-11-23 ${String(10 + index).padStart(2, '0')}:30:00`,
        endTime: null,
        version,
        refCmd: `https://tickets.marquee.fr/fr/V00${cinema.length}S9${index}/booking`,
        // The fourth showtime is a special one, in its own colours.
        specialShowtimeDetails:
          index === 3
            ? {
                titleScreening: 'Ciné-débat',
                titleShowtimeDetails: 'Ciné-débat avec la réalisatrice',
                color: '#ffffff',
                backgroundColor: '#0b5cab',
              }
            : null,
      })),
    ]),
  );
const byVersionFr: PageContext = {
  ...contextFor('fr', 'fr', { date: '2026-11-23' }),
  features: { ...defaultFeatures('fr'), showtimesByVersionEnabled: true },
};

/** Seven versions in a day, grouped (as on nl and ch): every heading explains its code; an unknown code keeps the API's. */
export const ManyVersions: Story = {
  args: byVersionFr,
  parameters: swr({
    fallback: fallback(byVersionFr, {
      ...frAnswers,
      versions: [...versionsFr, { slug: 'imax-vo', label: 'IMAX VO' }],
      days: { '2026-11-23': manyVersions({ 'marquee-alesia': fr23['marquee-alesia'] }) },
    }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    const groups = canvas.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    await expect(groups).toEqual([
      t('films.versions.vf.label'),
      t('films.versions.vo.label'),
      t('films.versions.vost.label'),
      t('films.versions.vostfr.label'),
      t('films.versions.vfst.label'),
      t('films.versions.omu.label'),
      'IMAX VO',
    ]);
    const titled = canvas.getAllByText('Ciné-débat').filter((element) => element.checkVisibility());
    await expect(titled).toHaveLength(1);
  },
};

const longShow = {
  ...showFr,
  title: 'Les Aventuriers du Grand Nord et la Légende du Soleil de Minuit : le Retour des Gardiens de la Banquise',
  directors: 'Anne-Sophie Vandenberghe-Lefèvre, Jean-Baptiste Oudart-Delacroix',
  actors:
    'Marie-Charlotte de La Rochefoucauld, Maximilien Hohenzollern-Sigmaringen, Aurélien Dupont-Aignan, Chloé Martin, Omar Cissé, Sanne Mulder, Hugo Girard',
  genres: ['Aventure', 'Animation', 'Comédie dramatique', 'Film musical'],
};
const longCinemas = cinemasFr.map((cinema) =>
  cinema.slug === 'marquee-alesia'
    ? { ...cinema, name: 'Marquee Saint-Quentin-en-Yvelines Centre Commercial Espace Saint-Quentin' }
    : cinema,
);

/** Long title, names and cinema names wrap without breaking the layout. */
export const LongTitle: Story = {
  parameters: swr({ fallback: fallback(fr, { ...frAnswers, show: longShow, cinemas: longCinemas }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Soleil de Minuit/);
    await expect(canvas.getByRole('heading', { level: 3, name: /Espace Saint-Quentin/ })).toBeVisible();
  },
};

export const LongTitleMobile: Story = {
  ...LongTitle,
  tags: ['play-fn'],
  globals: { viewport: { value: 'mobile' } },
};

/** member-and-shell.txt §2: the trailer plays in its pop-in; closing it stops the video. */
export const TrailerOpen: Story = {
  parameters: swr({ fallback: fallback(fr, frAnswers) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    const pause = HTMLMediaElement.prototype.pause;
    let paused = 0;
    HTMLMediaElement.prototype.pause = function countedPause(this: HTMLMediaElement) {
      paused += 1;
      return pause.call(this);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: t('films.show.trailer') }));
      const dialog = await within(document.body).findByRole(
        'dialog',
        { name: t('films.show.trailerTitle', { title: 'Orbite' }) },
        dialogTimeout,
      );
      const video = dialog.querySelector('video');
      // Issue 20 trailers that play: the film's clip (a real WebM), its backdrop before it plays.
      await expect(video).toHaveAttribute('src', '/api/media/trailer/science-fiction.webm');
      await expect(video).toHaveAttribute('poster', showFr.backgroundPath.lg);
      await expect(video).toHaveAttribute('controls');
      // It plays (muted, as a page may start it): the browser has its current frame at least.
      const player = video as HTMLVideoElement;
      player.muted = true;
      await player.play();
      await waitFor(() => expect(player.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_CURRENT_DATA), {
        timeout: 10_000,
      });
      await userEvent.click(within(dialog).getByRole('button', { name: t('films.show.close') }));
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), dialogTimeout);
      await expect(document.querySelector('video')).toBeNull();
      await expect(paused).toBeGreaterThanOrEqual(1);
    } finally {
      HTMLMediaElement.prototype.pause = pause;
    }
  },
};

/** The video's events after which it may have settled: its error, or the whole clip buffered. */
const videoEvents = ['error', 'loadedmetadata', 'loadeddata', 'progress', 'suspend', 'canplaythrough'];

/**
 * Opens the trailer as the page would (the film's data, its backdrop as the poster) and says the
 * story is busy (`data-story-busy`, waited on by the visual suite) until the video has settled:
 * failed, or the whole clip buffered (the controls draw the buffered part, which with
 * `preload="metadata"` stops anywhere).
 */
function OpenTrailer({ videoUrl }: { videoUrl: string }) {
  const { open } = usePopins();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const check = (event: Event) => {
      const video = event.target;
      if (!(video instanceof HTMLVideoElement)) return;
      const { buffered, duration } = video;
      const whole = buffered.length > 0 && buffered.end(buffered.length - 1) >= duration - 0.05;
      if (video.error || whole) setSettled(true);
      // The page asks for the metadata only; the story asks for the rest, so the picture is one.
      else video.preload = 'auto';
    };
    for (const name of videoEvents) document.addEventListener(name, check, true);
    open('trailer', { data: { title: 'Orbite', videoUrl, poster: showFr.backgroundPath.lg } });
    return () => {
      for (const name of videoEvents) document.removeEventListener(name, check, true);
    };
  }, [open, videoUrl]);
  return settled ? null : <span data-story-busy hidden />;
}

const withTrailer = (videoUrl: string) => (Story: () => ReactNode) => (
  <>
    <Story />
    <OpenTrailer videoUrl={videoUrl} />
  </>
);

/** Issue 20 trailers that play: the pop-in with the film's clip, its backdrop shown until it plays. */
export const TrailerReady: Story = {
  parameters: swr({ fallback: fallback(fr, frAnswers) }),
  decorators: [withTrailer('/api/media/trailer/science-fiction.webm')],
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: t('films.show.trailerTitle', { title: 'Orbite' }) },
      dialogTimeout,
    );
    const video = dialog.querySelector('video');
    await waitFor(() => expect(video?.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA), {
      timeout: 10_000,
    });
    await expect(video?.duration).toBeGreaterThan(3);
  },
};

/**
 * Issue 20 "a proper 'no trailer' state": a clip that cannot load says so in the page's language,
 * with a button that closes the pop-in, instead of a dead player.
 */
export const TrailerError: Story = {
  parameters: swr({ fallback: fallback(fr, frAnswers) }),
  decorators: [withTrailer('/api/media/trailer/lost-reel.mp4')],
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: t('films.show.trailerTitle', { title: 'Orbite' }) },
      dialogTimeout,
    );
    await expect(await within(dialog).findByRole('alert', {}, dialogTimeout)).toHaveTextContent(
      t('films.show.trailerError'),
    );
    await expect(dialog.querySelector('video')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t('films.show.trailerErrorClose') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), dialogTimeout);
  },
};

/** Opens the 10:15 showtime of Marquee Beaugrenelle (the recorded fr day) and gives its panel. */
async function openBeaugrenelleShowtime(canvasElement: HTMLElement, t: ReturnType<typeof storyText>) {
  const beaugrenelle = within(pageOf(canvasElement))
    .getByRole('heading', { level: 3, name: 'Marquee Beaugrenelle' })
    .closest('li');
  await userEvent.click(within(beaugrenelle as HTMLElement).getByRole('button', { name: /^10:15/ }));
  return within(document.body).findByRole('dialog', { name: t('films.show.panel.title') }, dialogTimeout);
}

/**
 * A chip opens the showtime details: when the film itself starts after the cinema's advertising
 * (25 minutes at Beaugrenelle), the version in words; Book now opens a new tab and pushes select_item.
 */
export const PanelOpen: Story = {
  parameters: swr({ fallback: fallback(fr, frAnswers) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = await openBeaugrenelleShowtime(canvasElement, t);
    const panel = within(dialog);
    await expect(panel.getByText('Marquee Beaugrenelle')).toBeVisible();
    await expect(panel.getByText(t('films.show.panel.filmStartValue', { time: '10:40', minutes: 25 }))).toBeVisible();
    await expect(panel.getByText(t('films.versions.vf.explanation'))).toBeVisible();
    const book = panel.getByRole('link', { name: new RegExp(t('films.show.panel.bookNow')) });
    await expect(book.getAttribute('href')).toMatch(/^https:\/\/tickets\.marquee\.fr\/fr\/V\d+S\d+\/booking$/);
    await expect(book).toHaveAttribute('target', '_blank');
    // The visitor has allowed measurement (decision 0053: without it nothing is pushed).
    dataLayer.setConsent(true);
    const before = (window as { dataLayer?: unknown[] }).dataLayer?.length ?? 0;
    blockNextNavigation();
    await userEvent.click(book);
    dataLayer.setConsent(false);
    const layer = (window as { dataLayer?: unknown[] }).dataLayer ?? [];
    await expect(layer.length).toBeGreaterThan(before);
    await expect(layer.at(-1)).toMatchObject({
      event: 'select_item',
      ecommerce: {
        item_list_name: 'show_page',
        items: [{ item_name: 'Orbite', item_category: 'vf', location_id: 'marquee-beaugrenelle' }],
      },
    });
  },
};

/**
 * member-and-shell.txt §2 "Experience teaser modal: title, description, optional link, image, link
 * to the experience page": the 4DX tag of a showtime's panel opens its teaser over the panel; its
 * link is the experience's page on this site; closing it gives focus back to the tag, the panel
 * still open.
 */
export const ExperienceTeaserOpen: Story = {
  // At rest it is the page of PanelOpen: the teaser is seen in the story suite and on the site.
  tags: ['no-screenshot'],
  parameters: swr({ fallback: fallback(fr, frAnswers) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const panel = await openBeaugrenelleShowtime(canvasElement, t);
    const experiences = within(panel).getByRole('list', { name: t('films.show.panel.experiences') });
    const tag = within(experiences).getByRole('button', { name: '4DX' });
    await userEvent.click(tag);
    const teaser = await within(document.body).findByRole(
      'dialog',
      { name: t('films.show.panel.teaser.title') },
      dialogTimeout,
    );
    const link = within(teaser).getByRole('link', { name: t('films.show.panel.teaser.discover', { title: '4DX' }) });
    await waitFor(() => expect(link).toBeVisible(), dialogTimeout);
    await expect(link).toHaveAttribute(
      'href',
      routePath('fr', { kind: 'Experience.Single', language: 'fr', params: { slug: '4dx' } }),
    );
    await expect(within(teaser).getByRole('heading', { level: 4, name: '4DX' })).toBeVisible();
    await expect(within(teaser).getByText(/Vivez le film en 4DX/)).toBeVisible();
    await expect(teaser.querySelector('img')).toHaveAttribute('alt', '');
    await userEvent.click(within(teaser).getByRole('button', { name: t('films.show.close') }));
    await waitFor(
      () =>
        expect(within(document.body).queryByRole('dialog', { name: t('films.show.panel.teaser.title') })).toBeNull(),
      dialogTimeout,
    );
    await waitFor(() => expect(tag).toHaveFocus(), dialogTimeout);
    await expect(panel).toBeVisible();
  },
};

/**
 * Issue 9 "add to calendar": the panel hands over an .ics file of the showtime, in the cinema's
 * time zone, with the film's title, the cinema and its address, and the booking link.
 */
export const AddToCalendar: Story = {
  parameters: swr({ fallback: fallback(fr, frAnswers) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = await openBeaugrenelleShowtime(canvasElement, t);
    const createObjectURL = URL.createObjectURL.bind(URL);
    const click = HTMLAnchorElement.prototype.click;
    let file: Blob | undefined;
    let fileName = '';
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      file = blob as Blob;
      return createObjectURL(blob);
    };
    HTMLAnchorElement.prototype.click = function capturedDownload(this: HTMLAnchorElement) {
      fileName = this.download;
    };
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: t('films.show.panel.addToCalendar') }));
    } finally {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
    await expect(fileName).toBe('orbite-2026-11-22.ics');
    await expect(file?.type).toBe('text/calendar;charset=utf-8');
    const ics = (await file?.text()) ?? '';
    await expect(ics).toContain('BEGIN:VCALENDAR');
    await expect(ics).toContain('DTSTART;TZID=Europe/Paris:20261122T101500');
    await expect(ics).toContain('SUMMARY:Orbite');
    await expect(ics.replace(/\r\n /g, '')).toContain('Marquee Beaugrenelle');
    await expect(ics.replace(/\r\n /g, '')).toMatch(/URL:https:\/\/tickets\.marquee\.fr\/fr\/V\d+S\d+\/booking/);
  },
};

/** Choosing another day shows its showtimes at once and rewrites the address in place. */
export const DayChange: Story = {
  parameters: swr({ fallback: fallback(fr, frAnswers) }),
  play: async ({ canvasElement, globals }) =>
    keepingAddress(async () => {
      const t = storyText(globals);
      const canvas = within(pageOf(canvasElement));
      await expect(canvas.queryByRole('button', { name: /^13:30/ })).toBeNull();
      const days = canvas.getByRole('toolbar', { name: t('films.show.days.label') });
      await userEvent.click(within(days).getByRole('link', { name: t('films.show.days.tomorrow') }));
      await expect(await canvas.findByRole('button', { name: /^13:30/ })).toBeVisible();
      await expect(within(days).getByRole('link', { name: t('films.show.days.tomorrow') })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(window.location.pathname).toBe(filtersHref('fr', fr.target, { date: '2026-11-23' }));
    }),
};

/** Toggling a version filters the day's showtimes at once and writes the filter into the address. */
export const FilterToggle: Story = {
  parameters: swr({ fallback: fallback(fr, frAnswers) }),
  play: async ({ canvasElement, globals }) =>
    keepingAddress(async () => {
      const t = storyText(globals);
      const canvas = within(pageOf(canvasElement));
      const form = canvas.getByRole('form', { name: t('films.show.filters.label') });
      await userEvent.click(within(form).getByRole('checkbox', { name: t('films.versions.vost.label') }));
      await waitFor(() => expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1));
      await expect(canvas.getByRole('button', { name: /^20:00/ })).toBeVisible();
      await expect(window.location.pathname).toBe(filtersHref('fr', fr.target, { versions: ['vost'] }));
    }),
};

const parisCookie: PageContext = { ...fr, locator: { type: 'city', slug: 'paris' } };
const parisDays: Record<string, unknown> = {
  '2026-11-22': paris22,
  '2026-11-23': paris23,
  '2026-11-24': paris24,
  '2026-11-25': paris25,
};
/** The page's answers plus the Paris zone's days, under the area keys the page reads for a city choice. */
const parisFallback = (() => {
  const keys = fallback(parisCookie, { ...frAnswers, days: {}, cities: citiesFr });
  for (const [date, answer] of Object.entries(parisDays)) {
    const call = showtimesCall(slug, date, 'paris');
    keys[callKey(apiCalls[call.id] as ApiCall, { params: call.params }, 'fr')] = answer;
  }
  return keys;
})();

/** issue 10: the locator cookie chose Paris: the Paris zone's showtimes, with the choice and a Change button. */
export const CityChoice: Story = {
  args: parisCookie,
  parameters: swr({ fallback: parisFallback }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    // Issue 20: one cinema choice, the field showing the locator's choice; no line saying it again.
    const field = canvas.getByRole('button', { name: new RegExp(t('films.show.localisation.label')) });
    await expect(field).toHaveTextContent(t('films.show.localisation.followChoice', { label: 'Paris' }));
    await expect(canvas.queryByRole('button', { name: new RegExp(`^${t('shell.locator.change')}`) })).toBeNull();
    // The two Paris cinemas showing the film, none elsewhere.
    const cinemas = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(cinemas).toEqual(['Marquee Alésia', 'Marquee Beaugrenelle']);
    // The server's follow-up call is the zone's, the key the page read.
    const answers: Record<string, unknown> = {
      cinemas: cinemasFr,
      cities: citiesFr,
      settings: settingsFr,
      showCinemas: daysFr,
    };
    const [call] = showPage.followUpCalls?.(parisCookie, ({ id }) => answers[id]) ?? [];
    await expect(call).toMatchObject({ id: 'showShowtimesByDateAndArea', params: { cinemaOrZone: 'paris' } });
  },
};

/** Issue 20: the cinema field's last option opens the locator (another city, a position); closing it gives focus back to the field. */
export const CityChoiceOtherPlace: Story = {
  ...CityChoice,
  tags: ['no-screenshot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    const field = canvas.getByRole('button', { name: new RegExp(t('films.show.localisation.label')) });
    await userEvent.click(field);
    const list = await within(document.body).findByRole('listbox');
    const options = within(list).getAllByRole('option');
    await expect(options.at(-1)).toHaveTextContent(t('films.show.localisation.otherPlace'));
    await userEvent.click(options.at(-1) as HTMLElement);
    const dialog = await within(document.body).findByRole('dialog', { name: t('shell.locator.title') }, dialogTimeout);
    // The choice stays the locator's: the option only opened it.
    await expect(field).toHaveTextContent(t('films.show.localisation.followChoice', { label: 'Paris' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('shell.close') }));
    await waitFor(() => expect(field).toHaveFocus());
  },
};

export const CityChoiceMobile: Story = {
  ...CityChoice,
  tags: ['play-fn'],
  globals: { viewport: { value: 'mobile' } },
};

const nearParis: PageContext = { ...fr, locator: { type: 'position', latitude: 48.857, longitude: 2.352 } };

/** issue 10: a position: every cinema's day, kept to the cinemas within 50 km (the two in Paris). */
export const PositionChoice: Story = {
  args: nearParis,
  parameters: swr({ fallback: fallback(nearParis, { ...frAnswers, cities: citiesFr }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    const field = canvas.getByRole('button', { name: new RegExp(t('films.show.localisation.label')) });
    await expect(field).toHaveTextContent(
      t('films.show.localisation.followChoice', { label: t('shell.locator.label.position') }),
    );
    const cinemas = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(cinemas).toEqual(['Marquee Alésia', 'Marquee Beaugrenelle']);
  },
};

// member-and-shell.txt §4 Wishlist, emotions; §6 members only. The fixture's counters: wishlist 2,
// disappointed 0, liked 0, loved 1.

const feelingNames = {
  disappointed: 'feelings.disappointed',
  liked: 'feelings.liked',
  loved: 'feelings.loved',
  wishlist: 'feelings.wishlist',
} as const;

/** A feeling button of the hero, named by its label (its count follows in the name). */
function feelingButton(canvasElement: HTMLElement, t: StoryText, feeling: ShowFeeling) {
  const group = within(pageOf(canvasElement)).getByRole('group', { name: t('feelings.group') });
  return within(group).getByRole('button', { name: new RegExp(`^${escapeRegExp(t(feelingNames[feeling]))}`) });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectPressed(canvasElement: HTMLElement, t: StoryText, pressed: readonly ShowFeeling[]) {
  for (const feeling of showFeelings) {
    await expect(feelingButton(canvasElement, t, feeling)).toHaveAttribute(
      'aria-pressed',
      String(pressed.includes(feeling)),
    );
  }
}

const signedIn = (feeling?: Partial<Feeling>, actions = memberActions()) =>
  storyMember(
    {
      status: 'signedIn',
      client: clientFixture(),
      feelings: feeling ? feelingsOf({ showSlug: slug, wishlist: false, emotion: null, ...feeling }) : new Map(),
    },
    actions,
  );

const signedOutActions = memberActions();

/** A visitor sees the counters and nothing pressed; a press asks for sign-in and is replayed after it. */
export const FeelingsSignedOut: Story = {
  parameters: { ...swr({ fallback: fallback(fr, frAnswers) }), member: storyMember({}, signedOutActions) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expectPressed(canvasElement, t, []);
    await expect(feelingButton(canvasElement, t, 'wishlist')).toHaveAccessibleName(/2$/);
    await expect(feelingButton(canvasElement, t, 'loved')).toBeEnabled();
    await userEvent.click(feelingButton(canvasElement, t, 'loved'));
    await expect(signedOutActions.requireSignIn).toHaveBeenCalledOnce();
    await expect(signedOutActions.setEmotion).not.toHaveBeenCalled();
    // Nothing is asked of a visitor's feelings.
    await expect(signedOutActions.loadFeelings).not.toHaveBeenCalled();
    const [afterSignIn] = mocked(signedOutActions.requireSignIn).mock.calls[0] ?? [];
    afterSignIn?.();
    await expect(signedOutActions.setEmotion).toHaveBeenCalledWith(slug, 'loved');
  },
};

const unknownActions = memberActions();

/** Before the session answers (status unknown): a press is handed to the sign-in required action, never lost. */
export const FeelingsPending: Story = {
  parameters: {
    ...swr({ fallback: fallback(fr, frAnswers) }),
    member: storyMember({ status: 'unknown' }, unknownActions),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expectPressed(canvasElement, t, []);
    // From the keyboard: the toggle takes Space.
    feelingButton(canvasElement, t, 'wishlist').focus();
    await userEvent.keyboard(' ');
    await expect(unknownActions.requireSignIn).toHaveBeenCalledOnce();
    await expect(unknownActions.setWishlist).not.toHaveBeenCalled();
    const [afterSignIn] = mocked(unknownActions.requireSignIn).mock.calls[0] ?? [];
    afterSignIn?.();
    await expect(unknownActions.setWishlist).toHaveBeenCalledWith(slug, true);
  },
};

const noneActions = memberActions();

/** A member with no feeling on this film: theirs are loaded; a press on the wishlist adds it. */
export const FeelingsNone: Story = {
  parameters: { ...swr({ fallback: fallback(fr, frAnswers) }), member: signedIn(undefined, noneActions) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await waitFor(() => expect(noneActions.loadFeelings).toHaveBeenCalledWith([slug]));
    await expectPressed(canvasElement, t, []);
    await userEvent.click(feelingButton(canvasElement, t, 'wishlist'));
    await expect(noneActions.setWishlist).toHaveBeenCalledWith(slug, true);
    await expect(noneActions.requireSignIn).not.toHaveBeenCalled();
  },
};

const wishlistedActions = memberActions();

/** On the wishlist: pressed; a press removes it. */
export const FeelingsWishlisted: Story = {
  parameters: {
    ...swr({ fallback: fallback(fr, frAnswers) }),
    member: signedIn({ wishlist: true }, wishlistedActions),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expectPressed(canvasElement, t, ['wishlist']);
    await userEvent.click(feelingButton(canvasElement, t, 'wishlist'));
    await expect(wishlistedActions.setWishlist).toHaveBeenCalledWith(slug, false);
  },
};

/** One emotion per film: the member's is pressed; pressing it again clears it, another replaces it. */
function emotionStory(emotion: Emotion, other: Emotion): Story {
  const actions = memberActions();
  return {
    parameters: { ...swr({ fallback: fallback(fr, frAnswers) }), member: signedIn({ emotion }, actions) },
    play: async ({ canvasElement, globals }) => {
      const t = storyText(globals);
      await expectPressed(canvasElement, t, [emotion]);
      await userEvent.click(feelingButton(canvasElement, t, emotion));
      await expect(actions.setEmotion).toHaveBeenLastCalledWith(slug, null);
      await userEvent.click(feelingButton(canvasElement, t, other));
      await expect(actions.setEmotion).toHaveBeenLastCalledWith(slug, other);
    },
  };
}

export const FeelingsDisappointed: Story = {
  ...emotionStory('disappointed', 'liked'),
  tags: ['play-fn'],
};
export const FeelingsLiked: Story = {
  ...emotionStory('liked', 'loved'),
  tags: ['play-fn'],
};
export const FeelingsLoved: Story = {
  ...emotionStory('loved', 'disappointed'),
  tags: ['play-fn'],
};

/**
 * The member state applies a change at once (and rolls it back on failure): the buttons and the
 * counters follow it, the counters moved by the member's own change.
 */
function AppliedAtOnce({ children }: { children: ReactNode }) {
  const [feelings, setFeelings] = useState<ReadonlyMap<string, Feeling>>(new Map());
  const change = (showSlug: string, next: Partial<Feeling>) =>
    setFeelings((current) => {
      const before = current.get(showSlug) ?? { showSlug, wishlist: false, emotion: null };
      return new Map(current).set(showSlug, { ...before, ...next });
    });
  const member = storyMember(
    { status: 'signedIn', client: clientFixture(), feelings },
    {
      ...memberActions(),
      setWishlist: (showSlug, wishlist) => change(showSlug, { wishlist }),
      setEmotion: (showSlug, emotion) => change(showSlug, { emotion }),
    },
  );
  return <MemberContext.Provider value={member}>{children}</MemberContext.Provider>;
}

export const FeelingsAppliedAtOnce: Story = {
  parameters: swr({ fallback: fallback(fr, frAnswers) }),
  decorators: [
    (Story) => (
      <AppliedAtOnce>
        <Story />
      </AppliedAtOnce>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.click(feelingButton(canvasElement, t, 'wishlist'));
    await expect(feelingButton(canvasElement, t, 'wishlist')).toHaveAttribute('aria-pressed', 'true');
    await expect(feelingButton(canvasElement, t, 'wishlist')).toHaveAccessibleName(/3$/);
    await userEvent.click(feelingButton(canvasElement, t, 'loved'));
    await expect(feelingButton(canvasElement, t, 'loved')).toHaveAccessibleName(/2$/);
    // Another emotion replaces it: loved back to the film's 1, liked up to 1.
    await userEvent.click(feelingButton(canvasElement, t, 'liked'));
    await expectPressed(canvasElement, t, ['liked', 'wishlist']);
    await expect(feelingButton(canvasElement, t, 'loved')).toHaveAccessibleName(/1$/);
    await expect(feelingButton(canvasElement, t, 'liked')).toHaveAccessibleName(/1$/);
  },
};

/** A site without sign-in (authenticationEnabled off): the counters show, the buttons wait. */
export const FeelingsWithoutSignIn: Story = {
  args: { ...fr, features: { ...fr.features, authenticationEnabled: false } },
  parameters: swr({ fallback: fallback(fr, frAnswers) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    for (const feeling of showFeelings) await expect(feelingButton(canvasElement, t, feeling)).toBeDisabled();
  },
};
