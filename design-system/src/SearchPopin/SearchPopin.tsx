import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, ToggleButton } from 'react-aria-components';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon, type IconSource } from '../Icon/Icon.tsx';
import { Backdrop, Poster, type PosterSources } from '../Poster/Poster.tsx';
import { HeartGlyph } from '../private/icons/index.ts';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { BackGlyph, ClockGlyph, HeartOutlineGlyph } from '../private/icons/index.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './SearchPopin.css.ts';

/** member-and-shell.txt §2 Search pop-in: the groups, in the order the pop-in shows them. */
export const searchResultTypes = ['show', 'cinema', 'offer', 'news', 'faq'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** member-and-shell.txt §2 Search pop-in: "Preview sizes: 4 shows, 4 offers, 4 news, 3 cinemas, 3 FAQ". */
export const defaultSearchPreviewSizes: Readonly<Record<SearchResultType, number>> = {
  show: 4,
  offer: 4,
  news: 4,
  cinema: 3,
  faq: 3,
};

/** member-and-shell.txt §9: "Search history: 3 entries". The page keeps the list; the view never shows more. */
export const searchHistoryLimit = 3;

/** The page's request state for a non-empty query. */
export const searchStatuses = ['loading', 'success', 'error'] as const;
export type SearchStatus = (typeof searchStatuses)[number];

export interface SearchHistoryEntry {
  title: string;
  subtitle?: string;
  url: string;
}

export interface SearchShowResult {
  id: string;
  url: string;
  title: string;
  poster: PosterSources | null;
  /** Release dates, formatted by the page ("Released 11/09/2025"). */
  releaseText?: string;
  /** The content rating's short label ("-12", "12 jaar"). */
  contentRating?: string;
}

export interface SearchCinemaIcon {
  icon: IconSource;
  /** What the accessibility or technology icon stands for ("Wheelchair access", "IMAX"). */
  label: string;
}

export interface SearchCinemaResult {
  id: string;
  url: string;
  name: string;
  city: string;
  postalCode: string;
  icons?: readonly SearchCinemaIcon[];
  isFavourite: boolean;
  /** The member's change to this favourite is being saved: the toggle waits, so a second press cannot race it. */
  isFavouritePending?: boolean;
}

/** An offer, news item or FAQ article. */
export interface SearchGenericResult {
  id: string;
  url: string;
  title: string;
  topic?: string;
  image?: string | null;
  /** The date or interval, formatted by the page ("From 01/10/2025", "01/10 – 15/10/2025"). */
  dateText?: string;
}

export interface SearchResults {
  show: readonly SearchShowResult[];
  cinema: readonly SearchCinemaResult[];
  offer: readonly SearchGenericResult[];
  news: readonly SearchGenericResult[];
  faq: readonly SearchGenericResult[];
}

export const emptySearchResults: SearchResults = { show: [], cinema: [], offer: [], news: [], faq: [] };

/** What a followed row hands back, so the page can record it in the history. */
export interface SearchFollowedResult extends SearchHistoryEntry {
  type: SearchResultType;
}

export interface SearchPopinLabels {
  searchLabel: string;
  clearLabel: string;
  placeholder?: string;
  historyTitle: string;
  emptyHistory: string;
  loading: string;
  noResults: string;
  error: string;
  retry: string;
  back: string;
  groupTitles: Record<SearchResultType, string>;
  /** The more button of a group, e.g. (5) => "See all 5 results". */
  showAll: (count: number) => string;
  /** Accessible name of a cinema's favourite toggle, e.g. (name) => "Favourite: Marquee Wepler". */
  favourite: (cinemaName: string) => string;
  /** Announced while a favourite change is saved ("Saving…"). */
  favouritePending?: string;
}

export interface SearchPopinProps {
  /** The search field's text; the page holds it. */
  query: string;
  /** Called as the user types. */
  onQueryChange: (query: string) => void;
  /** Called when the user presses Enter in the field. */
  onSubmit?: (query: string) => void;
  /** The cursor starts in the field (a search pop-in opens to be typed in). */
  autoFocus?: boolean;
  /** The latest followed results, shown while the query is empty; at most 3 show. */
  history: readonly SearchHistoryEntry[];
  /** The request's state: a skeleton while loading, a retry button on error; ignored while the query is empty. */
  status: SearchStatus;
  /** The results per group, as the page received them. */
  results: SearchResults;
  /** A group shown in full instead of the preview; the page clears it when the pop-in hides. */
  chosenType: SearchResultType | null;
  /** Called by a group's more button. */
  onChooseType: (type: SearchResultType) => void;
  /** Called by the back button of a group shown in full. */
  onBack: () => void;
  /** Called by the retry button after an error. */
  onRetry: () => void;
  /**
   * A press on a cinema's heart; signing in first, when needed, is the page's concern. Without it
   * the rows carry no heart (a site without favourite cinemas).
   */
  onFavouriteToggle?: (cinema: SearchCinemaResult) => void;
  /** Called when a result row is followed, so the page can add it to the history. */
  onFollow?: (result: SearchFollowedResult) => void;
  /** How many rows each group previews; the spec's sizes (4 shows, 3 cinemas...) by default. */
  previewSizes?: Partial<Record<SearchResultType, number>>;
  /** The pop-in's texts and accessible names, in the page's language. */
  labels: SearchPopinLabels;
}

/**
 * The search pop-in's content (member-and-shell.txt §2 Search pop-in): the field, then the history
 * while the query is empty, else the grouped preview, or one group in full with a back button.
 */
export function SearchPopin({
  query,
  onQueryChange,
  onSubmit,
  autoFocus = false,
  history,
  status,
  results,
  chosenType,
  onChooseType,
  onBack,
  onRetry,
  onFavouriteToggle,
  onFollow,
  previewSizes,
  labels,
}: SearchPopinProps) {
  const sizes = { ...defaultSearchPreviewSizes, ...previewSizes };
  const rootRef = useRef<HTMLDivElement>(null);
  const previousChosenType = useRef(chosenType);
  // The pressed button disappears with the view it belonged to: focus moves to its counterpart
  // (the back button, or the group's more button on the way back) instead of falling to the page.
  useEffect(() => {
    const previous = previousChosenType.current;
    previousChosenType.current = chosenType;
    if (previous === chosenType) return;
    const selector = chosenType ? '[data-search-back] button' : `[data-more-for="${previous}"] button`;
    rootRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [chosenType]);
  return (
    <div ref={rootRef} className={styles.root}>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <SearchField
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a search dialog opens to be typed in
          autoFocus={autoFocus}
          label={labels.searchLabel}
          clearLabel={labels.clearLabel}
          placeholder={labels.placeholder}
          value={query}
          onChange={onQueryChange}
          onSubmit={onSubmit}
        />
      </form>
      <SearchBody
        query={query}
        history={history}
        status={status}
        results={results}
        chosenType={chosenType}
        onChooseType={onChooseType}
        onBack={onBack}
        onRetry={onRetry}
        onFavouriteToggle={onFavouriteToggle}
        onFollow={onFollow}
        sizes={sizes}
        labels={labels}
      />
    </div>
  );
}

type SearchBodyProps = Omit<SearchPopinProps, 'onQueryChange' | 'onSubmit' | 'previewSizes'> & {
  sizes: Record<SearchResultType, number>;
};

function SearchBody({ query, history, status, results, chosenType, sizes, labels, ...actions }: SearchBodyProps) {
  const fullTitleId = useId();
  if (query.trim() === '') return <History history={history} labels={labels} />;
  if (status === 'loading') {
    return (
      <div className={styles.state}>
        <Skeleton shape="text" lines={4} statusLabel={labels.loading} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.state}>
        <p role="alert" className={styles.message}>
          {labels.error}
        </p>
        <Button variant="secondary" onPress={actions.onRetry}>
          {labels.retry}
        </Button>
      </div>
    );
  }
  const filled = searchResultTypes.filter((type) => results[type].length > 0);
  if (filled.length === 0) {
    return (
      <p role="status" className={styles.message}>
        {labels.noResults}
      </p>
    );
  }
  const rows = { results, labels, onFavouriteToggle: actions.onFavouriteToggle, onFollow: actions.onFollow };
  if (chosenType) {
    return (
      <section className={styles.group} aria-labelledby={fullTitleId}>
        <div className={styles.groupHeader} data-search-back>
          <Button variant="quiet" size="small" icon={<BackGlyph />} aria-label={labels.back} onPress={actions.onBack} />
          <GroupTitle id={fullTitleId} title={labels.groupTitles[chosenType]} count={results[chosenType].length} />
        </div>
        <ResultRows {...rows} type={chosenType} limit={Infinity} />
      </section>
    );
  }
  return (
    <div className={styles.groups}>
      {filled.map((type) => (
        <PreviewGroup key={type} {...rows} type={type} limit={sizes[type]} onChooseType={actions.onChooseType} />
      ))}
    </div>
  );
}

function History({ history, labels }: { history: readonly SearchHistoryEntry[]; labels: SearchPopinLabels }) {
  const titleId = useId();
  const latest = history.slice(0, searchHistoryLimit);
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.groupTitle}>
        {labels.historyTitle}
      </h3>
      {latest.length === 0 ? (
        <p className={styles.message}>{labels.emptyHistory}</p>
      ) : (
        <ul className={styles.list}>
          {latest.map((entry) => (
            <li key={entry.url}>
              <Link href={entry.url} className={styles.row}>
                <span className={styles.historyIcon} aria-hidden="true">
                  <ClockGlyph />
                </span>
                <span className={styles.text}>
                  <span className={styles.title}>{entry.title}</span>
                  {entry.subtitle ? <span className={styles.meta}>{entry.subtitle}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GroupTitle({ id, title, count }: { id: string; title: string; count: number }) {
  return (
    <h3 id={id} className={styles.groupTitle}>
      {title} <Badge label={String(count)} size="small" />
    </h3>
  );
}

interface ResultRowsProps {
  type: SearchResultType;
  results: SearchResults;
  limit: number;
  labels: SearchPopinLabels;
  onFavouriteToggle?: (cinema: SearchCinemaResult) => void;
  onFollow?: (result: SearchFollowedResult) => void;
}

function PreviewGroup(props: ResultRowsProps & { onChooseType: (type: SearchResultType) => void }) {
  const { type, results, limit, labels, onChooseType } = props;
  const titleId = useId();
  const count = results[type].length;
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <div className={styles.groupHeader}>
        <GroupTitle id={titleId} title={labels.groupTitles[type]} count={count} />
      </div>
      <ResultRows {...props} />
      {count > limit ? (
        <div data-more-for={type}>
          <Button variant="quiet" size="small" onPress={() => onChooseType(type)}>
            {labels.showAll(count)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function ResultRows({ type, results, limit, labels, onFavouriteToggle, onFollow }: ResultRowsProps) {
  const follow = (entry: SearchHistoryEntry) => () => onFollow?.({ type, ...entry });
  let items: ReactNode[];
  switch (type) {
    case 'show':
      items = results.show.slice(0, limit).map((show) => (
        <li key={show.id}>
          <ShowRow show={show} onPress={follow({ title: show.title, subtitle: show.releaseText, url: show.url })} />
        </li>
      ));
      break;
    case 'cinema':
      items = results.cinema.slice(0, limit).map((cinema) => (
        <li key={cinema.id} className={styles.cinemaItem}>
          <CinemaRow
            cinema={cinema}
            onPress={follow({ title: cinema.name, subtitle: `${cinema.postalCode} ${cinema.city}`, url: cinema.url })}
          />
          {onFavouriteToggle ? (
            <FavouriteToggle cinema={cinema} labels={labels} onPress={() => onFavouriteToggle(cinema)} />
          ) : null}
        </li>
      ));
      break;
    default:
      items = results[type].slice(0, limit).map((item) => (
        <li key={item.id}>
          <GenericRow item={item} onPress={follow({ title: item.title, subtitle: item.topic, url: item.url })} />
        </li>
      ));
  }
  return (
    <ul className={styles.list} data-result-type={type}>
      {items}
    </ul>
  );
}

function ShowRow({ show, onPress }: { show: SearchShowResult; onPress: () => void }) {
  return (
    <Link href={show.url} onPress={onPress} className={styles.row}>
      <span className={styles.thumbnail}>
        <Poster sources={show.poster} alt="" title={show.title} sizes="3rem" />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{show.title}</span>
        {show.releaseText ? <span className={styles.meta}>{show.releaseText}</span> : null}
        {show.contentRating ? <span className={styles.rating}>{show.contentRating}</span> : null}
      </span>
    </Link>
  );
}

function FavouriteToggle({
  cinema,
  labels,
  onPress,
}: {
  cinema: SearchCinemaResult;
  labels: SearchPopinLabels;
  onPress: () => void;
}) {
  const isPending = cinema.isFavouritePending === true;
  return (
    <>
      <ToggleButton
        isSelected={cinema.isFavourite}
        isDisabled={isPending}
        onChange={onPress}
        aria-label={labels.favourite(cinema.name)}
        className={styles.favourite}
      >
        {cinema.isFavourite ? <HeartGlyph /> : <HeartOutlineGlyph />}
      </ToggleButton>
      {isPending && labels.favouritePending ? (
        <span role="status" className={visuallyHidden}>
          {labels.favouritePending}
        </span>
      ) : null}
    </>
  );
}

function CinemaRow({ cinema, onPress }: { cinema: SearchCinemaResult; onPress: () => void }) {
  return (
    <Link href={cinema.url} onPress={onPress} className={styles.row}>
      <span className={styles.text}>
        <span className={styles.title}>{cinema.name}</span>
        <span className={styles.meta}>
          {cinema.postalCode} {cinema.city}
        </span>
        {cinema.icons && cinema.icons.length > 0 ? (
          <span className={styles.icons}>
            {cinema.icons.map(({ icon, label }) => (
              <Icon key={label} {...icon} label={label} size="small" />
            ))}
          </span>
        ) : null}
      </span>
    </Link>
  );
}

function GenericRow({ item, onPress }: { item: SearchGenericResult; onPress: () => void }) {
  return (
    <Link href={item.url} onPress={onPress} className={styles.row}>
      <span className={styles.image}>
        {item.image ? <Backdrop sources={{ md: item.image, lg: item.image }} alt="" sizes="4.5rem" /> : null}
      </span>
      <span className={styles.text}>
        {item.topic ? <span className={styles.topic}>{item.topic}</span> : null}
        <span className={styles.title}>{item.title}</span>
        {item.dateText ? <span className={styles.meta}>{item.dateText}</span> : null}
      </span>
    </Link>
  );
}
