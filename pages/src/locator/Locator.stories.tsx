import type { Meta, StoryObj } from '@storybook/react-vite';
import { memo, Profiler, useRef, useState } from 'react';
import { expect, mocked, userEvent, waitFor, within } from 'storybook/test';
import {
  apiCalls,
  callKey,
  locatorCookieName,
  locatorHistoryStorageKey,
  serializeLocatorCookie,
  type ApiCall,
  type ApiCallId,
  type Language,
  type LocatorChoice,
  type RouteTarget,
  type SiteCode,
} from '@marquee/data';
import { PopinProvider } from '@marquee/design-system';
import { clientFixture } from '../members/memberFixture.ts';
import { memberActions, storyMember, withMember } from '../storybook/member.tsx';
import { storyText, type StoryText } from '../storybook/storyText.ts';
import { shellAnswers } from '../storybook/shellAnswers.ts';
import { withSwr, type SwrParameters } from '../storybook/withSwr.tsx';
import frZoneLyon from '../fixtures/fr-zone-lyon.json' with { type: 'json' };
import { LocatorButton } from './LocatorButton.tsx';
import { LocatorProvider, useLocator } from './LocatorProvider.tsx';

interface LocatorStageProps {
  site: SiteCode;
  language: Language;
  target: RouteTarget;
  initialChoice: LocatorChoice | null;
}

/** What the locator decided, for the play functions (a page reads the same through `useLocator()`). */
function LocatorState() {
  const { mode, source, cinemaSlugs, locked, label } = useLocator();
  return (
    <output aria-label="Locator state" data-state={JSON.stringify({ mode, source, cinemaSlugs, locked, label })} />
  );
}

/** A page under the shell's providers: the trigger, and the state the locator exposes. */
function LocatorStage({ site, language, target, initialChoice }: LocatorStageProps) {
  return (
    <PopinProvider>
      <LocatorProvider site={site} language={language} target={target} initialChoice={initialChoice}>
        <main id="main">
          <h1>Marquee</h1>
          <LocatorButton />
          <LocatorState />
        </main>
      </LocatorProvider>
    </PopinProvider>
  );
}

const key = (id: ApiCallId, language: Language, params?: Record<string, string>) =>
  callKey(apiCalls[id] as ApiCall, { params }, language);

/** The shell's lists (cinemas, cities, settings), keyed as the site's loader keys them. */
function lists(
  language: Language,
  answers: { cinemas: unknown; cities: unknown; settings?: unknown; zone?: unknown },
): SwrParameters {
  const fallback: Record<string, unknown> = {
    [key('cinemas', language)]: answers.cinemas,
    [key('cities', language)]: answers.cities,
  };
  if (answers.settings) fallback[key('settings', language)] = answers.settings;
  if (answers.zone) fallback[key('zone', language)] = answers.zone;
  return { fallback };
}

const filmPage = (language: Language): RouteTarget => ({
  kind: 'Shows.Movie',
  language,
  params: { slug: 'orbite-10002' },
});
const frShell = shellAnswers('fr', 'fr');
const frParameters = { swr: lists('fr', frShell) };

/** Forgets what a story wrote: the locator cookie, the history, a mocked geolocation. */
function cleanBrowser() {
  const reset = () => {
    document.cookie = `${locatorCookieName}=; Path=/; Max-Age=0`;
    window.localStorage.removeItem(locatorHistoryStorageKey);
    delete (navigator as { geolocation?: Geolocation }).geolocation;
    clearAnnouncements();
  };
  reset();
  return reset;
}

const centreOfParis = { latitude: 48.8566, longitude: 2.3522 };

/** The browser's geolocation, answering as the visitor would (the browser API boundary). */
function mockGeolocation(answer: 'grant' | 'deny' | 'hang') {
  const geolocation = {
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (answer === 'grant') {
        setTimeout(() => success({ coords: centreOfParis, timestamp: Date.now() } as GeolocationPosition), 50);
      } else if (answer === 'deny') {
        setTimeout(() => failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError), 50);
      }
    },
    watchPosition: () => 0,
    clearWatch: () => {},
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

const meta = {
  title: 'Pages/Locator/Locator',
  component: LocatorStage,
  // The member sits above the locator, as the site's provider sits above the shell.
  decorators: [withSwr, withMember],
  parameters: { layout: 'fullscreen', ...frParameters },
  args: { site: 'fr', language: 'fr', target: filmPage('fr'), initialChoice: null },
  beforeEach: cleanBrowser,
} satisfies Meta<typeof LocatorStage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

function stateOf(canvasElement: HTMLElement): {
  mode: string | null;
  source: string;
  cinemaSlugs: string[];
  locked: boolean;
  label: string | null;
} {
  const output = within(canvasElement).getByRole('status', { name: 'Locator state' });
  return JSON.parse(output.getAttribute('data-state') ?? '{}');
}

/** Presses the Change button and waits for the pop-in. */
async function openLocator(canvasElement: HTMLElement, t: StoryText) {
  const change = await within(canvasElement).findByRole('button', {
    name: new RegExp(`^${t('shell.locator.change')}`),
  });
  await userEvent.click(change);
  const popin = await body().findByRole('dialog', { name: t('shell.locator.title') });
  await waitFor(() => expect(popin).toBeVisible());
  return { popin, change };
}

async function closed() {
  await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
}

/**
 * React Aria announces a pending button by pointing its live region at the button's label; once
 * the pop-in has closed, that pointer names nothing for a few seconds. The stories forget it, so
 * axe judges each story on its own DOM.
 */
function clearAnnouncements() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}

/** The close button shuts the pop-in: each story ends as it began, with nothing left over the next one. */
async function closeLocator(t: StoryText) {
  const popin = body().getByRole('dialog', { name: t('shell.locator.title') });
  await userEvent.click(within(popin).getByRole('button', { name: t('shell.close') }));
  await closed();
  clearAnnouncements();
}

/** No cookie: city mode first; a name finds Lyon, choosing it writes the cookie and closes the pop-in. */
export const CitySearchByName: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(stateOf(canvasElement)).toMatchObject({ mode: null, source: 'load-fail' });
    const { popin, change } = await openLocator(canvasElement, t);
    await expect(within(popin).getByRole('radio', { name: t('shell.locator.modes.city') })).toBeChecked();
    await userEvent.type(within(popin).getByRole('searchbox', { name: t('shell.locator.cityLabel') }), 'LYÔ');
    await userEvent.click(within(popin).getByRole('button', { name: /Lyon/ }));
    await closed();
    await waitFor(() => expect(change).toHaveFocus());
    await expect(stateOf(canvasElement)).toMatchObject({
      mode: 'city',
      source: 'chosen',
      label: 'Lyon',
      cinemaSlugs: ['marquee-bellecour', 'marquee-carre-de-soie', 'marquee-vaise'],
    });
    await expect(document.cookie).toContain(
      `${locatorCookieName}=${serializeLocatorCookie({ type: 'city', slug: 'lyon' })}`,
    );
    await expect(within(canvasElement).getByText(t('shell.locator.current', { label: 'Lyon' }))).toBeVisible();
    // The choice joins the history, shown on the next opening.
    const reopened = await openLocator(canvasElement, t);
    const history = within(reopened.popin).getByRole('region', { name: t('shell.locator.historyTitle') });
    await expect(within(history).getByRole('button', { name: 'Lyon' })).toBeVisible();
    await closeLocator(t);
  },
};

export const CitySearchByNameMobile: Story = {
  ...CitySearchByName,
  // Its play function is the spread story's: a tag the indexer cannot infer (decision 0026).
  tags: ['play-fn'],
  globals: { viewport: { value: 'mobile' } },
};

/** member §4 City search: digits match postal codes by prefix; a full postal code finds its city. */
export const CitySearchByPostalCode: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { popin } = await openLocator(canvasElement, t);
    const field = within(popin).getByRole('searchbox', { name: t('shell.locator.cityLabel') });
    await userEvent.type(field, '9');
    const cities = within(popin).getByRole('list', { name: t('shell.locator.cityLabel') });
    await expect(
      within(cities)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual(['Boulogne-Billancourt92', 'Massy91', 'Saint-Denis93']);
    await userEvent.clear(field);
    await userEvent.type(field, '75015');
    await expect(within(popin).getAllByRole('button', { name: /Paris/ })).toHaveLength(1);
    await closeLocator(t);
  },
};

export const CitySearchNoResult: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { popin } = await openLocator(canvasElement, t);
    await userEvent.type(within(popin).getByRole('searchbox', { name: t('shell.locator.cityLabel') }), 'Atlantis');
    await expect(within(popin).getByRole('status')).toHaveTextContent(t('shell.locator.noCity'));
    await closeLocator(t);
  },
};

/** The cookie's cinema: cinema mode; choosing a cinema outside its list locks the cinema order. */
export const CinemaMode: Story = {
  args: { initialChoice: { type: 'cinema', slug: 'marquee-wepler' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(stateOf(canvasElement)).toMatchObject({ mode: 'cinema', source: 'cookie', label: 'Marquee Wepler' });
    const { popin } = await openLocator(canvasElement, t);
    await expect(within(popin).getByRole('radio', { name: t('shell.locator.modes.cinema') })).toBeChecked();
    const all = within(popin).getByRole('region', { name: t('shell.locator.cinemasTitle') });
    await expect(within(all).getAllByRole('button')).toHaveLength((frShell.cinemas as unknown[]).length);
    await userEvent.click(within(all).getByRole('button', { name: /Marquee Alésia/ }));
    await closed();
    await expect(stateOf(canvasElement)).toMatchObject({
      mode: 'cinema',
      cinemaSlugs: ['marquee-alesia'],
      locked: true,
    });
  },
};

/** A city page's address (its localisation filter) wins over the cookie. */
export const FromTheAddress: Story = {
  args: {
    initialChoice: { type: 'cinema', slug: 'marquee-wepler' },
    target: { ...filmPage('fr'), filters: { localisation: 'paris' } },
  },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement)).toMatchObject({ mode: 'city', source: 'url', label: 'Paris' });
  },
};

/** The history (3 latest distinct), read from local storage; a closed cinema's entry is left out. */
export const History: Story = {
  beforeEach: () => {
    const reset = cleanBrowser();
    window.localStorage.setItem(
      locatorHistoryStorageKey,
      JSON.stringify([
        { type: 'city', slug: 'paris', url: '/cinemas/villes/paris' },
        { type: 'cinema', slug: 'marquee-closed', url: '/cinemas/marquee-closed' },
        { type: 'cinema', slug: 'marquee-wepler', url: '/cinemas/marquee-wepler' },
      ]),
    );
    return reset;
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { popin } = await openLocator(canvasElement, t);
    const history = await within(popin).findByRole('region', { name: t('shell.locator.historyTitle') });
    await expect(
      within(history)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual(['Paris', 'Marquee Wepler']);
    await userEvent.click(within(history).getByRole('button', { name: 'Marquee Wepler' }));
    await closed();
    await expect(stateOf(canvasElement)).toMatchObject({ mode: 'cinema', label: 'Marquee Wepler' });
  },
};

/** A reader of the locator that renders only when what the locator says changes (memo: no props). */
const CountedReader = memo(function CountedReader() {
  useLocator();
  return null;
});

/** The stage under a parent that can render again, with the reader's renders counted. */
function RenderAgainStage({ site, language, target, initialChoice }: LocatorStageProps) {
  const [, setPageRender] = useState(0);
  const output = useRef<HTMLOutputElement>(null);
  // The reader's element is made once, so only the locator's value can render it again; its
  // renders are written straight into the page (a state would render the stage, and so the provider).
  const [reader] = useState(() => {
    let renders = 0;
    const counted = () => {
      renders += 1;
      if (output.current) output.current.textContent = String(renders);
    };
    return (
      <Profiler id="reader" onRender={counted}>
        <CountedReader />
      </Profiler>
    );
  });
  return (
    <PopinProvider>
      <LocatorProvider site={site} language={language} target={target} initialChoice={initialChoice}>
        <main id="main">
          <button type="button" onClick={() => setPageRender((count) => count + 1)}>
            Render the page again
          </button>
          <output ref={output} aria-label="Reader renders" />
          {reader}
        </main>
      </LocatorProvider>
    </PopinProvider>
  );
}

/**
 * Issue 18 (hydration renders the page once): the provider rendering again with nothing new (the
 * page's parent, the member's session answering, an empty history read at idle) keeps its value,
 * so the showtimes and the header that read it do not render again.
 */
export const ValueKeptAcrossRenders: Story = {
  tags: ['no-screenshot'],
  render: (args) => <RenderAgainStage {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const renders = () => canvas.getByRole('status', { name: 'Reader renders' }).textContent;
    await waitFor(() => expect(renders()).toBe('1'));
    // The history is read at an idle moment: empty, it changes nothing.
    await new Promise((resolve) => window.requestIdleCallback(resolve, { timeout: 2000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Render the page again' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Render the page again' }));
    await expect(renders()).toBe('1');
  },
};

/** member §4 Position mode: while the browser locates, the button is pending and says so. */
export const PositionLocating: Story = {
  beforeEach: () => {
    const reset = cleanBrowser();
    mockGeolocation('hang');
    return reset;
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { popin } = await openLocator(canvasElement, t);
    await userEvent.click(within(popin).getByRole('radio', { name: t('shell.locator.modes.position') }));
    await userEvent.click(within(popin).getByRole('button', { name: t('shell.locator.useMyPosition') }));
    const button = within(popin).getByRole('button', { name: new RegExp(t('shell.locator.useMyPosition')) });
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await expect(within(popin).getAllByRole('status')[0]).toHaveTextContent(t('shell.locator.locating'));
    await closeLocator(t);
  },
};

/** Granted: the position is chosen (cookie written), and the 6 nearest cinemas within 50 km show, nearest first. */
export const PositionNearby: Story = {
  beforeEach: () => {
    const reset = cleanBrowser();
    mockGeolocation('grant');
    return reset;
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { popin } = await openLocator(canvasElement, t);
    await userEvent.click(within(popin).getByRole('radio', { name: t('shell.locator.modes.position') }));
    await userEvent.click(within(popin).getByRole('button', { name: t('shell.locator.useMyPosition') }));
    const nearby = await within(popin).findByRole('region', { name: t('shell.locator.nearbyTitle') });
    const rows = within(nearby).getAllByRole('button');
    await expect(rows).toHaveLength(6);
    await expect(rows[0]).toHaveTextContent(/Marquee Les Halles.*0[.,]8 km/);
    await expect(within(popin).getByText(t('shell.locator.nearbyCount', { count: 6, distance: '50' }))).toBeVisible();
    await expect(stateOf(canvasElement)).toMatchObject({
      mode: 'position',
      locked: true,
      label: t('shell.locator.label.position'),
    });
    await expect(stateOf(canvasElement).cinemaSlugs[0]).toBe('marquee-les-halles');
    await expect(document.cookie).toContain(
      `${locatorCookieName}=${serializeLocatorCookie({ type: 'position', ...centreOfParis })}`,
    );
    await closeLocator(t);
  },
};

export const PositionNearbyMobile: Story = {
  ...PositionNearby,
  tags: ['play-fn'],
  globals: { viewport: { value: 'mobile' } },
};

/** member §8 Geolocation failure: geolocation unavailable, and the Locator.Alert warning announced. */
export const GeolocationDenied: Story = {
  beforeEach: () => {
    const reset = cleanBrowser();
    mockGeolocation('deny');
    return reset;
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { popin } = await openLocator(canvasElement, t);
    await userEvent.click(within(popin).getByRole('radio', { name: t('shell.locator.modes.position') }));
    await userEvent.click(within(popin).getByRole('button', { name: t('shell.locator.useMyPosition') }));
    const alert = within(popin).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('shell.locator.alert.title')));
    await expect(alert).toHaveTextContent(t('shell.locator.alert.subtitle'));
    await expect(within(popin).getByRole('button', { name: t('shell.locator.useMyPosition') })).toBeDisabled();
    await expect(stateOf(canvasElement).mode).toBeNull();
    await expect(document.cookie).not.toContain(`${locatorCookieName}=`);
    await closeLocator(t);
  },
};

const signedOutActions = memberActions();

/**
 * member-and-shell.txt §6: favourites need an account. A visitor's favourites mode asks for sign-in
 * (§4 Sign-in required action); once signed in the locator opens again on their list.
 */
export const FavouritesSignedOut: Story = {
  parameters: { member: storyMember({ status: 'anonymous' }, signedOutActions) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { popin } = await openLocator(canvasElement, t);
    await userEvent.click(within(popin).getByRole('radio', { name: t('shell.locator.modes.favorite') }));
    await expect(within(popin).getByText(t('favourites.locator.signedOut'))).toBeVisible();
    await expect(within(popin).queryByRole('button', { name: t('shell.locator.useFavorites') })).toBeNull();
    await userEvent.click(within(popin).getByRole('button', { name: t('favourites.locator.signIn') }));
    await expect(signedOutActions.requireSignIn).toHaveBeenCalledOnce();
    await expect(stateOf(canvasElement).mode).toBeNull();
    // The provider closes every pop-in for the sign-in one; once signed in, it runs the action,
    // which opens the locator again.
    await closeLocator(t);
    const [afterSignIn] = mocked(signedOutActions.requireSignIn).mock.calls[0] ?? [];
    afterSignIn?.();
    await body().findByRole('dialog', { name: t('shell.locator.title') });
    await closeLocator(t);
  },
};

/** A signed-in member without favourites: the empty state says how to add one. */
export const FavouritesEmpty: Story = {
  parameters: { member: storyMember({ status: 'signedIn', client: clientFixture(), favouriteCinemas: [] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { popin } = await openLocator(canvasElement, t);
    await userEvent.click(within(popin).getByRole('radio', { name: t('shell.locator.modes.favorite') }));
    await expect(within(popin).getByText(t('favourites.locator.empty'))).toBeVisible();
    await expect(within(popin).queryByRole('button', { name: t('favourites.locator.signIn') })).toBeNull();
    await closeLocator(t);
  },
};

/** A signed-in client's favourites: choosing them locks the order on their cinemas. */
export const Favourites: Story = {
  parameters: {
    member: storyMember({
      status: 'signedIn',
      client: clientFixture({ favoriteCinemas: ['marquee-alesia', 'marquee-wepler'] }),
      favouriteCinemas: ['marquee-alesia', 'marquee-wepler'],
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { popin } = await openLocator(canvasElement, t);
    await userEvent.click(within(popin).getByRole('radio', { name: t('shell.locator.modes.favorite') }));
    const favourites = within(popin).getByRole('region', { name: t('shell.locator.favoritesTitle') });
    await expect(within(favourites).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(popin).getByRole('button', { name: t('shell.locator.useFavorites') }));
    await closed();
    await expect(stateOf(canvasElement)).toMatchObject({
      mode: 'favorite',
      cinemaSlugs: ['marquee-alesia', 'marquee-wepler'],
      locked: true,
      label: t('shell.locator.label.favorite'),
    });
  },
};

/** Load-fail (no cookie, no address choice): the backend's zone becomes the choice, no cookie written. */
export const LoadFailZone: Story = {
  parameters: {
    swr: lists('fr', { ...frShell, zone: frZoneLyon }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await waitFor(() =>
      expect(stateOf(canvasElement)).toMatchObject({ mode: 'city', source: 'load-fail', label: 'Lyon' }),
    );
    await expect(within(canvasElement).getByText(t('shell.locator.current', { label: 'Lyon' }))).toBeVisible();
    await expect(document.cookie).not.toContain(`${locatorCookieName}=`);
  },
};

/** member §4: a site with a single cinema (sn) forces cinema mode with it; the pop-in offers nothing else. */
export const SingleCinemaSite: Story = {
  args: { site: 'sn', language: 'fr', target: filmPage('fr'), initialChoice: { type: 'city', slug: 'dakar' } },
  globals: { site: 'sn', language: 'fr' },
  parameters: { swr: lists('fr', shellAnswers('sn', 'fr')) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(stateOf(canvasElement)).toMatchObject({
      mode: 'cinema',
      source: 'single-cinema',
      label: 'Marquee Dakar',
    });
    const { popin } = await openLocator(canvasElement, t);
    await expect(within(popin).queryByRole('radiogroup')).toBeNull();
    await expect(within(popin).getByRole('button', { name: /Marquee Dakar/ })).toBeVisible();
    await closeLocator(t);
  },
};

/** The cinema light page forces cinema mode with its slug, whatever the cookie says. */
export const CinemaLightPage: Story = {
  args: {
    initialChoice: { type: 'city', slug: 'lyon' },
    target: { kind: 'Cinema.Light', language: 'fr', params: { slug: 'marquee-beaugrenelle' } },
  },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement)).toMatchObject({
      mode: 'cinema',
      source: 'cinema-page',
      label: 'Marquee Beaugrenelle',
    });
  },
};

/** nl: cities have no postal codes (no departement), so digits find nothing; names still do. */
export const Nl: Story = {
  args: { site: 'nl', language: 'nl', target: filmPage('nl'), initialChoice: { type: 'city', slug: 'amsterdam' } },
  globals: { site: 'nl', language: 'nl' },
  parameters: { swr: lists('nl', shellAnswers('nl', 'nl')) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(stateOf(canvasElement)).toMatchObject({ mode: 'city', label: 'Amsterdam' });
    const { popin } = await openLocator(canvasElement, t);
    const field = within(popin).getByRole('searchbox', { name: t('shell.locator.cityLabel') });
    await userEvent.type(field, '1012');
    await expect(within(popin).getByRole('status')).toHaveTextContent(t('shell.locator.noCity'));
    await userEvent.clear(field);
    await userEvent.type(field, 'rotter');
    await userEvent.click(within(popin).getByRole('button', { name: /Rotterdam/ }));
    await closed();
    await expect(stateOf(canvasElement)).toMatchObject({
      label: 'Rotterdam',
      cinemaSlugs: ['marquee-schouwburgplein', 'marquee-de-kuip'],
    });
  },
};

/** ch (in German): a city with two cinemas; Zürich found without its umlaut. */
export const Ch: Story = {
  args: { site: 'ch', language: 'de', target: filmPage('de'), initialChoice: null },
  globals: { site: 'ch', language: 'de' },
  parameters: { swr: lists('de', shellAnswers('ch', 'de')) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { popin } = await openLocator(canvasElement, t);
    await userEvent.type(within(popin).getByRole('searchbox', { name: t('shell.locator.cityLabel') }), 'zuri');
    await userEvent.click(within(popin).getByRole('button', { name: /Z[uü]rich/ }));
    await closed();
    await expect(stateOf(canvasElement).cinemaSlugs).toEqual(['marquee-sihlcity', 'marquee-spreitenbach']);
  },
};

/** Keyboard only: open, search, choose, and Escape; focus comes back to the Change button each time. */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const change = await within(canvasElement).findByRole('button', {
      name: new RegExp(`^${t('shell.locator.change')}`),
    });
    change.focus();
    await userEvent.keyboard('{Enter}');
    let popin = await body().findByRole('dialog', { name: t('shell.locator.title') });
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(change).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    popin = await body().findByRole('dialog', { name: t('shell.locator.title') });
    const field = within(popin).getByRole('searchbox', { name: t('shell.locator.cityLabel') });
    field.focus();
    await userEvent.keyboard('Marseille');
    const city = await within(popin).findByRole('button', { name: /Marseille/ });
    await userEvent.tab();
    // The clear button comes first, then the city.
    if (document.activeElement !== city) await userEvent.tab();
    await expect(city).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await closed();
    await waitFor(() => expect(change).toHaveFocus());
    await expect(stateOf(canvasElement)).toMatchObject({ mode: 'city', label: 'Marseille' });
  },
};
