import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cinemaOrderAfterChoice,
  cinemaOrderAfterNavigation,
  defaultFeatures,
  initialLocatorChoice,
  locatorCinemaSlugs,
  locatorHistoryAfter,
  routePath,
  serializeLocatorCookie,
  unlockedCinemaOrder,
  type FeatureSwitches,
  type Language,
  type LocatorChoice,
  type LocatorHistoryItem,
  type LocatorSource,
  type RouteTarget,
  type SiteCode,
} from '@marquee/data';
import { useCinemas, useCities, useGeolocatedZone, useSettings, useZoneById } from '@marquee/data/hooks';
import { usePopins, type GeolocationState, type LocatorMode } from '@marquee/design-system';
import { useMember } from '../members/memberContext.ts';
import { locateVisitor, readLocatorHistory, writeLocatorCookie, writeLocatorHistory } from './browser.ts';
import { locatorAddressFacts, resolvedLocatorChoice, type LocatorLists } from './choice.ts';
import { LocatorDialog } from './LocatorDialog.tsx';

/** What `useLocator()` gives a page (member-and-shell.txt §4 Locator). */
export interface Locator {
  /** False without a `LocatorProvider` (a page story): no choice, and nothing opens. */
  available: boolean;
  /** The effective choice: forced by the page, chosen here, from the address, the cookie or the backend's zone. */
  choice: LocatorChoice | null;
  /** The choice's mode; null before any. */
  mode: LocatorMode | null;
  /** Where the choice came from; `chosen` once the visitor chose on this page. */
  source: LocatorSource | 'chosen';
  /** The cinemas the choice stands for, in its order (nearest first for a position); empty without a choice. */
  cinemaSlugs: readonly string[];
  /** The choice in words ("Paris", "Marquee Wepler", "Near my position"); null without a choice. */
  label: string | null;
  /** The modes the pop-in offers: cinema only on a single-cinema site, favourites only where the site has them. */
  modes: readonly LocatorMode[];
  /** member §4 cinema ordering: while locked, the choice's cinemas come first in lists of several cinemas. */
  locked: boolean;
  geolocation: GeolocationState;
  /** The 3 latest cinema or city choices of this browser, latest first. */
  history: readonly LocatorHistoryItem[];
  /** Counts the visitor's choices on this page: a page holding its own localisation drops it on each. */
  choiceCount: number;
  /** Applies a choice: writes the cookie (365 days), joins the history, applies the ordering lock. */
  choose: (choice: LocatorChoice) => void;
  /** Asks the browser for the visitor's position; success chooses it, failure marks geolocation unavailable. */
  locate: () => void;
  /** Opens the locator pop-in; focus returns to `trigger` when it closes. */
  openLocator: (trigger?: Element | null) => void;
}

const inertLocator: Locator = {
  available: false,
  choice: null,
  mode: null,
  source: 'load-fail',
  cinemaSlugs: [],
  label: null,
  modes: [],
  locked: false,
  geolocation: 'available',
  history: [],
  choiceCount: 0,
  choose: () => {},
  locate: () => {},
  openLocator: () => {},
};

interface LocatorContextValue {
  locator: Locator;
  lists: LocatorLists;
  favouriteCinemas: readonly string[] | null;
  site: SiteCode;
  language: Language;
}

const LocatorContext = createContext<LocatorContextValue | null>(null);

/** The locator of the page; inert (no choice, nothing opens) without a `LocatorProvider` above. */
export function useLocator(): Locator {
  return useContext(LocatorContext)?.locator ?? inertLocator;
}

/** @internal the pop-in's lists and facts. */
export function useLocatorContext(): LocatorContextValue | null {
  return useContext(LocatorContext);
}

export interface LocatorProviderProps {
  site: SiteCode;
  language: Language;
  /** The page shown: its localisation filter, a cinema page or a cinema light page decide first. */
  target: RouteTarget;
  /** The locator cookie's choice, as the site's server read it. */
  initialChoice: LocatorChoice | null;
  /** The site's switches (favourite cinemas); the site's defaults when absent. */
  features?: FeatureSwitches;
  children: ReactNode;
}

const allModes: readonly LocatorMode[] = ['cinema', 'city', 'position', 'favorite'];

/** A page's identity for the locator: another page resets what was chosen on this one. */
const pageKeyOf = (target: RouteTarget) =>
  JSON.stringify([target.kind, target.params, target.filters?.localisation ?? null]);

/**
 * The locator (member-and-shell.txt §4) for the shell and its page, with its pop-in (id
 * `locator`). Needs a `PopinProvider` above it, and reads the site's cinemas, cities and settings
 * through the shell's calls, so the server render already follows the cookie.
 */
export function LocatorProvider({ site, language, target, initialChoice, features, children }: LocatorProviderProps) {
  const { t } = useTranslation();
  const { open } = usePopins();
  // The member's favourites (null while nobody is signed in): favourites mode and its cinemas.
  const member = useMember();
  const favouriteCinemas = member.status === 'signedIn' ? member.favouriteCinemas : null;
  const cinemas = useCinemas(language);
  const cities = useCities(language);
  const settings = useSettings(language);
  const lists = useMemo<LocatorLists>(
    () => ({ cinemas: cinemas.data ?? [], cities: cities.data ?? [], settings: settings.data?.locator ?? null }),
    [cinemas.data, cities.data, settings.data],
  );

  // The cookie as this browser knows it: the server's reading, then each choice made here.
  const [cookie, setCookie] = useState(initialChoice);
  const [seenInitial, setSeenInitial] = useState(initialChoice);
  if (!sameChoice(seenInitial, initialChoice)) {
    setSeenInitial(initialChoice);
    setCookie(initialChoice);
  }

  // member §4: a choice made on this page beats the address; a navigation forgets it and may release the order.
  const pageKey = pageKeyOf(target);
  const [page, setPage] = useState({ key: pageKey, kind: target.kind });
  const [chosenHere, setChosenHere] = useState<LocatorChoice | null>(null);
  const [lock, setLock] = useState(unlockedCinemaOrder);
  const [choiceCount, setChoiceCount] = useState(0);
  if (page.key !== pageKey) {
    setPage({ key: pageKey, kind: target.kind });
    setChosenHere(null);
    setLock(cinemaOrderAfterNavigation(lock, page.kind));
  }

  const forced = initialLocatorChoice({
    lightCinemaSlug: locatorAddressFacts(target).lightCinemaSlug,
    cookie: null,
    cinemas: lists.cinemas,
    cities: [],
  });
  const resolved = forced.choice
    ? forced
    : chosenHere
      ? { choice: chosenHere, source: 'chosen' as const }
      : resolvedLocatorChoice({ target, locator: cookie }, lists, favouriteCinemas);

  // Load-fail (member §4): the backend's geolocation zone, once the lists are known; never written to the cookie.
  const listsSettled = !cinemas.isLoading && !cities.isLoading;
  const zone = useGeolocatedZone(language, resolved.source === 'load-fail' && listsSettled);
  const zoneSlug = resolved.source === 'load-fail' ? zone.data?.slug : undefined;
  const choice: LocatorChoice | null = resolved.choice ?? (zoneSlug ? { type: 'city', slug: zoneSlug } : null);
  const source = resolved.source;

  // A city the list lacks (a region zone such as idf): its zone names it and lists its cinemas.
  const unlistedCity =
    choice?.type === 'city' && cities.data && !cities.data.some((city) => city.slug === choice.slug)
      ? choice.slug
      : null;
  const unlistedZone = useZoneById(language, unlistedCity && unlistedCity !== zone.data?.slug ? unlistedCity : null);
  const zoneOfChoice = unlistedCity === zone.data?.slug ? zone.data : unlistedZone.data;

  const cinemaSlugs = locatorCinemaSlugs(choice, {
    ...lists,
    zoneCinemas: zoneOfChoice?.cinemas ?? null,
    favourites: favouriteCinemas,
  });

  const label = (() => {
    switch (choice?.type) {
      case undefined:
        return null;
      case 'cinema':
        return lists.cinemas.find((cinema) => cinema.slug === choice.slug)?.name ?? choice.slug;
      case 'city':
        return lists.cities.find((city) => city.slug === choice.slug)?.name ?? zoneOfChoice?.name ?? choice.slug;
      case 'position':
        return t('shell.locator.label.position');
      case 'favorite':
        return t('shell.locator.label.favorite');
    }
  })();

  const favouritesOn = (features ?? defaultFeatures(site)).favoriteCinemasEnabled;
  const modes: readonly LocatorMode[] =
    lists.cinemas.length === 1 ? ['cinema'] : allModes.filter((mode) => mode !== 'favorite' || favouritesOn);

  // The history lives in this browser only: read once the page runs (the server has none), at an
  // idle moment rather than in hydration's task (a first read of local storage can block).
  const [history, setHistory] = useState<readonly LocatorHistoryItem[]>([]);
  useEffect(() => {
    // An empty history (a first visit) keeps the state: the page does not render again for it.
    const read = () => {
      const stored = readLocatorHistory();
      if (stored.length > 0) setHistory(stored);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(read, 0);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(read, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, []);

  const chooseNow = (next: LocatorChoice) => {
    writeLocatorCookie(next);
    if (next.type === 'cinema' || next.type === 'city') {
      const kind = next.type === 'cinema' ? 'Cinema.Single' : 'Cinema.City.Single';
      const url = routePath(site, { kind, language, params: { slug: next.slug } }) ?? `${next.type}:${next.slug}`;
      const nextHistory = locatorHistoryAfter(history, next, url);
      setHistory(nextHistory);
      writeLocatorHistory(nextHistory);
    }
    setLock(cinemaOrderAfterChoice(lock, next, cinemaSlugs));
    setCookie(next);
    setChosenHere(next);
    setChoiceCount((count) => count + 1);
  };
  // One function for the page's life, choosing with the state of the moment it is called (the
  // browser's position answers later): the context's value does not change with each render.
  const latestChoose = useRef(chooseNow);
  useEffect(() => {
    latestChoose.current = chooseNow;
  });
  const choose = useCallback((next: LocatorChoice) => latestChoose.current(next), []);

  const [geolocation, setGeolocation] = useState<GeolocationState>('available');
  const locate = useCallback(() => {
    setGeolocation('locating');
    locateVisitor().then(
      (position) => {
        setGeolocation('available');
        latestChoose.current({ type: 'position', ...position });
      },
      () => setGeolocation('unavailable'),
    );
  }, []);

  const openLocator = useCallback((trigger: Element | null = null) => void open('locator', { trigger }), [open]);

  // The value changes only when what it says does: a render of the provider (the member's session
  // answering, a parent's render) does not render every reader again (the showtimes, the header).
  const saidKey = JSON.stringify([
    choice ? serializeLocatorCookie(choice) : '',
    source,
    cinemaSlugs,
    label,
    modes,
    lock.locked,
    geolocation,
  ]);
  const value = useMemo(
    (): LocatorContextValue => ({
      locator: {
        available: true,
        choice,
        mode: choice?.type ?? null,
        source,
        cinemaSlugs,
        label,
        modes,
        locked: lock.locked,
        geolocation,
        history,
        choiceCount,
        choose,
        locate,
        openLocator,
      },
      lists,
      favouriteCinemas,
      site,
      language,
    }),
    // `saidKey` stands for the choice, its source, cinemas, label, modes, lock and geolocation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [saidKey, history, choiceCount, choose, locate, openLocator, lists, favouriteCinemas, site, language],
  );

  return (
    <LocatorContext.Provider value={value}>
      {children}
      <LocatorDialog />
    </LocatorContext.Provider>
  );
}

function sameChoice(a: LocatorChoice | null, b: LocatorChoice | null): boolean {
  return (a === null ? '' : serializeLocatorCookie(a)) === (b === null ? '' : serializeLocatorCookie(b));
}
