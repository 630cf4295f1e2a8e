import { and, asc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ApiCalls, WireSearchResult } from '@marquee/data';
import { articles, cinemas, faqArticles, faqCategories, shows } from '../db/schema.ts';
import { normaliseForSearch } from '../demo/text.ts';
import type { CallContext, Implementation } from '../http/router.ts';
import { contentRatingOf, showType, siteReleaseAt } from './shows.ts';
import { imageUrl, textFor, unknownDuration } from './shared.ts';
import { siteOffers } from '@marquee/data';

/**
 * GET search/full (member-and-shell.txt §2 Search pop-in, §7): q matched
 * case- and accent-insensitively against each record's search_text column
 * (lower case, accents stripped when written), in SQL with `like`: every word
 * of q must appear, in any order, whole or in part ("minuit lis" finds
 * "Minuit à Lisbonne", issue 20). Results come grouped: shows,
 * cinemas, offers, news, help centre.
 */

const perTypeLimit = 50;
/** Words beyond these are ignored: each is one `like` per table. */
const maxWords = 8;

/** The words of the visitor's text, each as a `like` pattern whose wildcards match themselves. */
function likePatterns(query: string): string[] {
  return normaliseForSearch(query)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, maxWords)
    .map((word) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}

/** The record's search text holds every word. */
const holdsEvery = (column: AnyColumn, patterns: string[]): SQL | undefined =>
  and(...patterns.map((pattern) => sql`${column} like ${pattern}`));

async function showResults(context: CallContext, patterns: string[]): Promise<WireSearchResult[]> {
  const text = textFor(context);
  const found = await context.db
    .select()
    .from(shows)
    .where(
      and(
        sql`${context.site.code} = any(${shows.sites})`,
        eq(shows.gone, false),
        isNull(shows.redirectSlug),
        holdsEvery(shows.searchText, patterns),
      ),
    )
    .orderBy(asc(shows.genericOrder))
    .limit(perTypeLimit);
  return Promise.all(
    found.map(async (row) => {
      const rating = await contentRatingOf(context, row.minimumAge);
      const poster = (size: string) => `/api/media/poster/${row.slug}/${size}.jpg?language=${context.language}`;
      const internalId = Number(/-(\d+)$/.exec(row.slug)?.[1]);
      return {
        type: 'show',
        slug: row.slug,
        title: text(row.title) ?? row.slug,
        // As the real hits (real-api.md §3.8): the Vista code, the record's number, and the site's
        // redirect route to the record (a path: the API does not know the site's public host).
        id: row.refVista,
        internalId: Number.isSafeInteger(internalId) ? internalId : null,
        url: `/redirect/${context.language}/show/slug/${row.slug}`,
        poster: { lg: poster('lg'), md: poster('md'), sm: poster('sm') },
        isMovie: row.isMovie,
        eventType: showType(row),
        contentRating: Array.isArray(rating) ? null : rating.description,
        contentRatingRef: Array.isArray(rating) ? null : rating.ref,
        genres: row.genres.map((genre) => text(genre) ?? ''),
        duration: row.duration ?? unknownDuration,
        isNew: row.isNew,
        release: siteReleaseAt(context, row.releaseAt),
      };
    }),
  );
}

async function cinemaResults(context: CallContext, patterns: string[]): Promise<WireSearchResult[]> {
  const found = await context.db
    .select()
    .from(cinemas)
    .where(
      and(eq(cinemas.site, context.site.code), isNull(cinemas.redirectSlug), holdsEvery(cinemas.searchText, patterns)),
    )
    .orderBy(asc(cinemas.displayOrder))
    .limit(perTypeLimit);
  return found.map((row) => ({
    type: 'cinema',
    slug: row.slug,
    title: row.name,
    image: imageUrl('cinema', row.slug, 'sm'),
    city: row.addressCity,
    postalCode: row.addressZip,
  }));
}

async function articleResults(
  context: CallContext,
  patterns: string[],
  type: 'offer' | 'news',
): Promise<WireSearchResult[]> {
  const language = siteOffers(context.site, context.language) ? context.language : context.site.defaultLanguage;
  const found = await context.db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.site, context.site.code),
        eq(articles.language, language),
        type === 'news' ? sql`${articles.type} in ('news', 'event')` : eq(articles.type, 'offer'),
        isNull(articles.redirectSlug),
        holdsEvery(articles.searchText, patterns),
      ),
    )
    .orderBy(sql`${articles.releaseDate} desc`)
    .limit(perTypeLimit);
  return found.map((row) => ({
    type,
    slug: row.slug,
    urlSlug: row.slug,
    title: row.title,
    image: imageUrl('article', `${row.site}-${row.translationKey}`, 'sm', row.language),
    publicationDate: row.releaseDate,
    startDate: type === 'offer' ? row.releaseDate : null,
    endDate: row.endDate,
  }));
}

async function faqResults(context: CallContext, patterns: string[]): Promise<WireSearchResult[]> {
  const text = textFor(context);
  const found = await context.db
    .select({ article: faqArticles, category: faqCategories })
    .from(faqArticles)
    .innerJoin(faqCategories, eq(faqCategories.id, faqArticles.categoryId))
    .where(
      and(
        eq(faqArticles.site, context.site.code),
        eq(faqArticles.retired, false),
        holdsEvery(faqArticles.searchText, patterns),
      ),
    )
    .orderBy(asc(faqArticles.id))
    .limit(perTypeLimit);
  return found.map(({ article, category }) => ({
    type: 'faq',
    id: article.id,
    slug: article.slug,
    urlSlug: article.slug,
    title: text(article.title) ?? article.slug,
    topic: text(category.title),
    publicationDate: article.publishedAt.toISOString(),
  }));
}

export const search: Implementation<ApiCalls['search']> = async (context) => {
  const patterns = likePatterns(context.query.q);
  const wanted = context.query.type;
  const groups = await Promise.all([
    !wanted || wanted === 'show' ? showResults(context, patterns) : [],
    !wanted || wanted === 'cinema' ? cinemaResults(context, patterns) : [],
    !wanted || wanted === 'offer' ? articleResults(context, patterns, 'offer') : [],
    !wanted || wanted === 'news' ? articleResults(context, patterns, 'news') : [],
    !wanted || wanted === 'faq' ? faqResults(context, patterns) : [],
  ]);
  return groups.flat();
};
