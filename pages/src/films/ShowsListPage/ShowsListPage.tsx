import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fragmentOfTab,
  genreChoices,
  routePath,
  routeWords,
  showsOfGenres,
  showsOfTab,
  tabOfFragment,
  visibleShowsTabs,
  type ShowsTab,
} from '@marquee/data';
import { useShows } from '@marquee/data/hooks';
import { FilterGroup, Tabs } from '@marquee/design-system';
import type { PageContext } from '../../page.ts';
import { ShowGrid, ShowGridSkeleton, filtersHref, replaceAddress } from '../../showtimes/index.ts';
import * as layout from '../shared/layout.css.ts';
import { ErrorState } from '../../pageStatus.tsx';

/**
 * The shows list with its tabs (catalogue.txt §2 "Shows list tab fragments are book, presales,
 * kids, special and upcoming", words translated per language). The fragment never reaches the
 * server, so the server renders the first tab (or the route's tab) and the browser's fragment is
 * read after hydration; choosing a tab writes its fragment in place (no navigation, no history
 * entry: the tabs are one page), and a fragment changed by hand or by a link opens its tab.
 *
 * The genre filter (member-and-shell.txt §2 Filters in the address, key `genres`; catalogue.txt §5
 * "genres are matched") keeps every tab to the chosen genres: the server renders the address's
 * choice, a choice made in the page rewrites the address in place, and without JavaScript the
 * filter is a form whose answer is the same address.
 */
export function ShowsListPage({ site, language, target, features, now: pageNow }: PageContext) {
  const { t } = useTranslation();
  const { shows, error, retry } = useShows(language);
  const words = useMemo(() => routeWords(site, language).tabs, [site, language]);
  const { presaleEnabled, previewEnabled } = features;
  const tabs = useMemo(() => visibleShowsTabs({ presaleEnabled, previewEnabled }), [presaleEnabled, previewEnabled]);
  const firstTab = tabs[0] ?? 'book';
  const [selected, setSelected] = useState<ShowsTab>(target.tab ?? firstTab);
  const [genres, setGenres] = useState<readonly string[]>(target.filters?.genres ?? []);
  const choices = useMemo(() => genreChoices(shows ?? [], language), [shows, language]);
  const unfiltered = routePath(site, { ...target, tab: undefined, filters: undefined }) ?? '';

  useEffect(() => {
    const follow = () => {
      const fromAddress = tabOfFragment(window.location.hash, words, tabs);
      if (fromAddress) setSelected(fromAddress);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [words, tabs]);

  const current = tabs.includes(selected) ? selected : firstTab;
  // The presales tab compares sales openings with the time the page is rendered for.
  const now = Date.parse(pageNow);

  const choose = (id: string) => {
    const tab = tabs.find((candidate) => candidate === id);
    if (!tab) return;
    setSelected(tab);
    const fragment = fragmentOfTab(tab, words);
    if (window.location.hash !== fragment) {
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${window.location.search}${fragment}`,
      );
    }
  };

  const chooseGenres = (next: readonly string[]) => {
    setGenres(next);
    const path = filtersHref(site, { ...target, tab: undefined }, { genres: next });
    if (path) replaceAddress(path);
  };
  const listed = shows ? showsOfGenres(shows, genres) : undefined;

  return (
    <main id="main" className={layout.page}>
      <h1 className={layout.pageTitle}>{t('films.showsList.title')}</h1>
      {choices.length > 1 ? (
        <FilterGroup
          label={t('films.showsList.filters.label')}
          sections={[{ key: 'genres', label: t('films.showsList.filters.genres'), options: choices }]}
          selection={{ genres }}
          onChange={(next) => chooseGenres(next.genres ?? [])}
          action={unfiltered}
          applyLabel={t('films.showsList.filters.apply')}
          resetLabel={t('films.showsList.filters.reset')}
          resetHref={unfiltered}
          scrollOnPhone
        />
      ) : null}
      <Tabs
        label={t('films.showsList.tabsLabel')}
        selectedId={current}
        onSelectionChange={choose}
        items={tabs.map((tab) => ({
          id: tab,
          label: t(`films.showsList.tabs.${tab}`),
          content: listed ? (
            <TabShows
              shows={showsOfTab(listed, tab, { features, now })}
              site={site}
              language={language}
              filtered={genres.length > 0}
            />
          ) : error ? (
            <ErrorState onRetry={retry} />
          ) : (
            <ShowGridSkeleton />
          ),
        }))}
      />
    </main>
  );
}

function TabShows({
  shows,
  site,
  language,
  filtered,
}: Omit<Parameters<typeof ShowGrid>[0], 'headingLevel'> & { filtered: boolean }) {
  const { t } = useTranslation();
  if (shows.length === 0) {
    return <p className={layout.status}>{t(filtered ? 'films.showsList.emptyFiltered' : 'films.showsList.empty')}</p>;
  }
  // A phone's first screen shows the first row: two posters (the page's largest paint).
  return <ShowGrid shows={shows} site={site} language={language} headingLevel={2} priorityCount={2} />;
}
