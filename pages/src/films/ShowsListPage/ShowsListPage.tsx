import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeWords, showsTabs, type ShowsTab } from '@marquee/data';
import { useShows } from '@marquee/data/hooks';
import { Tabs } from '@marquee/design-system';
import type { PageContext } from '../../page.ts';
import { ShowGrid, ShowGridSkeleton } from '../shared/FilmCard.tsx';
import * as layout from '../shared/layout.css.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { showsOfTab, visibleShowsTabs } from '../shared/showLists.ts';

/** The tab a fragment names in this site and language (`#preventes`), if any. */
function tabOfFragment(fragment: string, words: Readonly<Record<ShowsTab, string>>): ShowsTab | undefined {
  let word: string;
  try {
    word = decodeURIComponent(fragment.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  return showsTabs.find((tab) => words[tab] === word);
}

/**
 * The shows list with its tabs (catalogue.txt §2 "Shows list tab fragments are book, presales,
 * kids, special and upcoming"). Each tab is a link to its fragment, so the choice lives in the
 * address; the fragment never reaches the server, so the browser's own fragment is read after
 * hydration.
 */
export function ShowsListPage({ site, language, target, features }: PageContext) {
  const { t } = useTranslation();
  const { shows, error, retry } = useShows(language);
  const words = useMemo(() => routeWords(site, language).tabs, [site, language]);
  const tabs = visibleShowsTabs(features);
  const firstTab = tabs[0] ?? 'book';
  const [selected, setSelected] = useState<ShowsTab>(target.tab ?? firstTab);

  useEffect(() => {
    const follow = () => {
      const fromAddress = tabOfFragment(window.location.hash, words);
      if (fromAddress) setSelected(fromAddress);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [words]);

  const current = tabs.includes(selected) ? selected : firstTab;
  // The presales tab compares sales openings with the time the page opened.
  const [now] = useState(() => Date.now());

  return (
    <main id="main" className={layout.page}>
      <h1 className={layout.pageTitle}>{t('films.showsList.title')}</h1>
      <Tabs
        label={t('films.showsList.tabsLabel')}
        selectedId={current}
        onSelectionChange={(id) => {
          const tab = showsTabs.find((candidate) => candidate === id);
          if (tab) setSelected(tab);
        }}
        items={tabs.map((tab) => ({
          id: tab,
          label: t(`films.showsList.tabs.${tab}`),
          href: `#${words[tab]}`,
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
  return <ShowGrid shows={shows} site={site} language={language} headingLevel={2} />;
}
