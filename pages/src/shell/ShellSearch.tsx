import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Popin,
  SearchPopin,
  emptySearchResults,
  useOnPopinClose,
  type SearchHistoryEntry,
  type SearchResultType,
} from '@marquee/design-system';
import { addSearchHistory } from '@marquee/data';
import { useSearch } from '@marquee/data/hooks';
import type { PageContext } from '../page.ts';
import { useFormat } from '../i18n/formats.ts';
import { favouritesOffered, favouriteView } from '../members/favourites.ts';
import { useMember } from '../members/memberContext.ts';
import {
  normaliseSearchQuery,
  searchCinemaSlug,
  searchMinLength,
  toSearchPopinResults,
  type SearchFavourite,
} from './searchResults.ts';

/** The spec does not give the input debounce (member §5); a pause this long reads as "done typing". */
const searchDebounceMs = 300;

/**
 * member-and-shell.txt §2 Search pop-in, wired to the search call. The history lives for the
 * page's lifetime (the spec does not say where it is stored). The spec's cinema favourite toggle
 * is "unfinished; it only logs": here it is the member's heart, as on the cinema cards.
 */
export function ShellSearch({ context }: { context: PageContext }) {
  const { t } = useTranslation();
  const { site, language, features } = context;
  const member = useMember();
  const [query, setQuery] = useState('');
  const [sentQuery, setSentQuery] = useState('');
  const [chosenType, setChosenType] = useState<SearchResultType | null>(null);
  const [history, setHistory] = useState<SearchHistoryEntry[]>([]);

  useEffect(() => {
    const timer = setTimeout(() => setSentQuery(normaliseSearchQuery(query)), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [query]);
  // "Hide clears the type."
  useOnPopinClose('search', () => setChosenType(null));

  const search = useSearch(language, sentQuery.length >= searchMinLength ? { q: sentQuery } : null);
  const format = useFormat();
  const texts = useMemo(
    () => ({
      date: format.date,
      released: (date: string) => t('shell.search.released', { date }),
      from: (date: string) => t('shell.search.from', { date }),
      interval: (start: string, end: string) => t('shell.search.interval', { start, end }),
    }),
    [t, format],
  );
  const favourite = useMemo<SearchFavourite>(
    () => (slug) => {
      const view = favouriteView(member, slug);
      return view.kind === 'member'
        ? { isFavourite: view.isFavourite, isFavouritePending: view.isPending }
        : { isFavourite: false, isFavouritePending: false };
    },
    [member],
  );
  const results = useMemo(
    () => (search.data ? toSearchPopinResults(search.data, { site, language, texts, favourite }) : emptySearchResults),
    [search.data, site, language, texts, favourite],
  );
  const onFavouriteToggle = favouritesOffered(features)
    ? (row: { id: string }) => {
        const view = favouriteView(member, searchCinemaSlug(row));
        if (view.kind === 'member') view.toggle();
        else view.requestSignIn();
      }
    : undefined;
  const waiting = normaliseSearchQuery(query) !== sentQuery || (search.isLoading && !search.data);
  const status = search.error ? 'error' : waiting ? 'loading' : 'success';

  return (
    <Popin id="search" title={t('shell.search.title')} closeLabel={t('shell.close')}>
      <SearchPopin
        // The header's search button opens it to be typed in (issue 18: the cursor in the field).
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a search dialog opens to be typed in
        autoFocus
        query={query}
        onQueryChange={setQuery}
        history={history}
        status={status}
        results={results}
        chosenType={chosenType}
        onChooseType={setChosenType}
        onBack={() => setChosenType(null)}
        onRetry={search.retry}
        onFavouriteToggle={onFavouriteToggle}
        onFollow={({ title, subtitle, url }) =>
          setHistory((current) => addSearchHistory(current, { title, subtitle, url }))
        }
        labels={{
          searchLabel: t('shell.search.field'),
          clearLabel: t('shell.search.clear'),
          historyTitle: t('shell.search.historyTitle'),
          emptyHistory: t('shell.search.emptyHistory'),
          loading: t('shell.search.loading'),
          noResults: t('shell.search.noResults'),
          error: t('shell.search.error'),
          retry: t('shell.search.retry'),
          back: t('shell.search.back'),
          groupTitles: {
            show: t('shell.search.groups.show'),
            cinema: t('shell.search.groups.cinema'),
            offer: t('shell.search.groups.offer'),
            news: t('shell.search.groups.news'),
            faq: t('shell.search.groups.faq'),
          },
          showAll: (count) => t('shell.search.showAll', { count }),
          favourite: (name) => t('favourites.toggle', { name }),
          favouritePending: t('favourites.pending'),
        }}
      />
    </Popin>
  );
}
