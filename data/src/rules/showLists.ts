import type { ShowSummary } from '../model/show.ts';
import { showsTabs, type ShowsTab } from '../routes/words.ts';
import type { FeatureSwitches } from '../sites/features.ts';
type Order = keyof ShowSummary['orders'];

/** Orders ascending; shows without that order go last, in title order. */
export function byOrder(shows: readonly ShowSummary[], order: Order): ShowSummary[] {
  return [...shows].sort((a, b) => {
    const left = a.orders[order] ?? Number.POSITIVE_INFINITY;
    const right = b.orders[order] ?? Number.POSITIVE_INFINITY;
    return left === right ? a.title.localeCompare(b.title) : left - right;
  });
}

/**
 * catalogue.txt §3 Show summary orders: the home lists the shows now showing, in the home order.
 * The real API gives every show a home order, coming-soon ones too (issue 22), so the order alone
 * does not pick them: released shows do (catalogue.txt §4 Show flags).
 */
export function homeShows(shows: readonly ShowSummary[]): ShowSummary[] {
  return byOrder(
    shows.filter((show) => show.released),
    'home',
  );
}

/** Not yet released shows (catalogue.txt §4 Show flags), in the upcoming order. */
export function upcomingShows(shows: readonly ShowSummary[]): ShowSummary[] {
  return byOrder(
    shows.filter((show) => !show.released),
    'upcoming',
  );
}

/**
 * member-and-shell.txt §9 "preview and presale off in nl". The presales tab lists shows sold before
 * their release (presale) and premieres before the release (preview); it shows while either
 * switch is on.
 */
export function visibleShowsTabs(features: Pick<FeatureSwitches, 'presaleEnabled' | 'previewEnabled'>): ShowsTab[] {
  return showsTabs.filter((tab) => tab !== 'presales' || features.presaleEnabled || features.previewEnabled);
}

function salesOpen(show: ShowSummary, now: number): boolean {
  if (show.salesOpeningDate === null) return false;
  const opening = Date.parse(show.salesOpeningDate);
  return Number.isFinite(opening) && opening <= now;
}

/**
 * The shows of one tab of the shows list (catalogue.txt §2 tab fragments), each in its list order:
 * book = released shows (default order); presales = unreleased shows whose sales opened, and
 * unreleased premieres (upcoming order), as the switches allow; kids = kids shows (default order);
 * special = special events (default order); upcoming = unreleased shows (upcoming order).
 */
export function showsOfTab(
  shows: readonly ShowSummary[],
  tab: ShowsTab,
  context: { features: Pick<FeatureSwitches, 'presaleEnabled' | 'previewEnabled'>; now: number },
): ShowSummary[] {
  const { features, now } = context;
  switch (tab) {
    case 'book':
      return byOrder(
        shows.filter((show) => show.released),
        'default',
      );
    case 'presales':
      return byOrder(
        shows.filter(
          (show) =>
            !show.released &&
            ((features.presaleEnabled && salesOpen(show, now)) || (features.previewEnabled && show.premiere)),
        ),
        'upcoming',
      );
    case 'kids':
      return byOrder(
        shows.filter((show) => show.isKids),
        'default',
      );
    case 'special':
      return byOrder(
        shows.filter((show) => show.specialEvent),
        'default',
      );
    case 'upcoming':
      return upcomingShows(shows);
  }
}
