import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeWords, type ShowsTab } from '@marquee/data';
import { useShows } from '@marquee/data/hooks';
import { Tabs } from '@marquee/design-system';
import type { PageContext } from '../../page.ts';
import { ShowGrid, ShowGridSkeleton } from '../shared/FilmCard.tsx';
import * as layout from '../shared/layout.css.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { showsOfTab, visibleShowsTabs } from '../shared/showLists.ts';
import { fragmentOfTab, tabOfFragment } from '../shared/tabFragments.ts';

/**
 * The shows list with its tabs (catalogue.txt §2 "Shows list tab fragments are book, presales,
 * kids, special and upcoming", words translated per language). The fragment never reaches the
 * server, so the server renders the first tab (or the route's tab) and the browser's fragment is
 * read after hydration; choosing a tab writes its fragment in place (no navigation, no history
 * entry: the tabs are one page), and a fragment changed by hand or by a link opens its tab.
 */
export function ShowsListPage({ site, language, target, features, now: pageNow }: PageContext) {
  const { t } = useTranslation();
  const { shows, error, retry } = useShows(language);
  const words = useMemo(() => routeWords(site, language).tabs, [site, language]);
  const { presaleEnabled, previewEnabled } = features;
  const tabs = useMemo(() => visibleShowsTabs({ presaleEnabled, previewEnabled }), [presaleEnabled, previewEnabled]);
  const firstTab = tabs[0] ?? 'book';
  const [selected, setSelected] = useState<ShowsTab>(target.tab ?? firstTab);

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

  return (
    <main id="main" className={layout.page}>
      <h1 className={layout.pageTitle}>{t('films.showsList.title')}</h1>
      <Tabs
        label={t('films.showsList.tabsLabel')}
        selectedId={current}
        onSelectionChange={choose}
        items={tabs.map((tab) => ({
          id: tab,
          label: t(`films.showsList.tabs.${tab}`),
          content: shows ? (
            <TabShows shows={showsOfTab(shows, tab, { features, now })} site={site} language={language} />
          ) : error ? (
            <LoadError onRetry={retry} />
          ) : (
            <ShowGridSkeleton />
          ),
        }))}
      />
    </main>
  );
}

function TabShows({ shows, site, language }: Omit<Parameters<typeof ShowGrid>[0], 'headingLevel'>) {
  const { t } = useTranslation();
  if (shows.length === 0) return <p className={layout.status}>{t('films.showsList.empty')}</p>;
  // A phone's first screen shows the first row: two posters (the page's largest paint).
  return <ShowGrid shows={shows} site={site} language={language} headingLevel={2} priorityCount={2} />;
}
