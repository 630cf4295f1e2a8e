import type { SearchCinemaResult, SearchGenericResult, SearchResults } from '@marquee/design-system';
import {
  readableRating,
  routePath,
  showPageKind,
  type Language,
  type SearchResult,
  type SiteCode,
} from '@marquee/data';

export interface SearchTexts {
  /** A date field in the page's language (i18next's `date` format); null when unknown. */
  date: (date: string | null | undefined) => string | null;
  released: (date: string) => string;
  from: (date: string) => string;
  interval: (start: string, end: string) => string;
}

/** member-and-shell.txt §2 Search pop-in: input is lowercased and accent-stripped. */
export function normaliseSearchQuery(query: string): string {
  return query.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The spec does not give the minimum length that starts a search (member §5); two characters keep
 * one-letter queries from listing the whole catalogue.
 */
export const searchMinLength = 2;

/** The API keys release dates by country and language ("FR_FR", "BE_NL"); the site's own country first. */
function releaseDate(releases: Record<string, string>, site: SiteCode, language: Language): string | undefined {
  const country = site.toUpperCase();
  const exact = releases[`${country}_${language.toUpperCase()}`];
  const sameCountry = Object.entries(releases).find(([key]) => key.startsWith(`${country}_`))?.[1];
  return exact ?? sameCountry;
}

function dateText(result: SearchResult, texts: SearchTexts): string | undefined {
  const start = texts.date(result.startDate);
  const end = texts.date(result.endDate);
  if (result.dateType === 'interval' && start && end) return texts.interval(start, end);
  if (result.dateType === 'from' && start) return texts.from(start);
  return texts.date(result.publicationDate) ?? undefined;
}

/** Where a result row leads (member §2 Search pop-in "Links go to named routes"); null drops the row. */
export function searchResultUrl(result: SearchResult, site: SiteCode, language: Language): string | null {
  const slug = result.slug;
  const to = (kind: Parameters<typeof routePath>[1]['kind'], params: Record<string, string>) =>
    routePath(site, { kind, language, params });
  switch (result.type) {
    case 'show':
      return slug ? to(showPageKind({ strand: result.payload.strand }), { slug }) : null;
    case 'event':
      return slug ? to('Shows.Entertainment', { slug }) : null;
    case 'cinema':
      return slug ? to('Cinema.Single', { slug }) : null;
    case 'offer':
      return slug ? to('Offers.Single', { slug }) : null;
    case 'news':
      return slug ? to('News.Single', { slug }) : null;
    case 'gpxp':
      return slug ? to('Experience.Single', { slug }) : null;
    case 'master_template':
      return slug ? to('MasterTemplate', { slug }) : null;
    case 'faq':
      if (result.urlSlug) return to('Faq.ArticleBySlug', { slug: result.urlSlug });
      return result.id ? to('Faq.ArticleById', { id: result.id }) : null;
  }
}

/** The member's heart on a cinema row (member-and-shell.txt §2 "a favourite toggle requiring sign-in"). */
export type SearchFavourite = (cinemaSlug: string) => { isFavourite: boolean; isFavouritePending: boolean };

const noFavourite: SearchFavourite = () => ({ isFavourite: false, isFavouritePending: false });

/** A row's id is `{type}:{slug}`: a cinema row gives its slug back to the favourite toggle. */
export function searchCinemaSlug(row: Pick<SearchCinemaResult, 'id'>): string {
  return row.id.slice('cinema:'.length);
}

/**
 * The API's results in the pop-in's five groups (shows, cinemas, offers, news, help centre):
 * events join the shows, experience articles the news, master-template pages the help centre.
 * Rows without a page on this site are left out.
 */
export function toSearchPopinResults(
  results: readonly SearchResult[],
  {
    site,
    language,
    texts,
    favourite = noFavourite,
  }: { site: SiteCode; language: Language; texts: SearchTexts; favourite?: SearchFavourite },
): SearchResults {
  const grouped: { [K in keyof SearchResults]: SearchResults[K][number][] } = {
    show: [],
    cinema: [],
    offer: [],
    news: [],
    faq: [],
  };
  for (const result of results) {
    const url = searchResultUrl(result, site, language);
    if (!url) continue;
    const id = `${result.type}:${result.slug ?? result.id ?? url}`;
    if (result.type === 'show' || result.type === 'event') {
      const release = texts.date(releaseDate(result.payload.releases, site, language));
      const rating = result.payload.contentRating;
      grouped.show.push({
        id,
        url,
        title: result.title,
        poster: result.image ? { md: result.image, lg: result.image } : null,
        releaseText: release ? texts.released(release) : undefined,
        // Words, never the raw code ("-12ans"): the API's label, else the age mark.
        contentRating: readableRating(rating) ?? undefined,
      });
      continue;
    }
    if (result.type === 'cinema') {
      grouped.cinema.push({
        id,
        url,
        name: result.title,
        city: result.payload.city ?? '',
        postalCode: result.payload.postalCode ?? '',
        ...favourite(searchCinemaSlug({ id })),
      });
      continue;
    }
    const generic: SearchGenericResult = {
      id,
      url,
      title: result.title,
      topic: typeof result.topic === 'string' ? result.topic : undefined,
      image: result.image,
      dateText: dateText(result, texts),
    };
    if (result.type === 'offer') grouped.offer.push(generic);
    else if (result.type === 'news' || result.type === 'gpxp') grouped.news.push(generic);
    else grouped.faq.push(generic);
  }
  return grouped;
}
