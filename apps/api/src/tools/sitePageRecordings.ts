/**
 * What the page stories of every page kind on the fr, nl and ch sites read (issue 20 acceptance,
 * docs/decisions/0067-site-page-recordings.md): for each site and each kind of its route table, the
 * answers the site's loader fetches for one representative address (apps/site/app/page.server.ts:
 * the page definition's `calls`, then its `followUpCalls`), keyed as the hooks key them.
 */
import {
  callKey,
  featuresFor,
  pageEnabled,
  showPageKind,
  siteRouteKinds,
  sites,
  type ApiCall,
  type ApiCallId,
  type FeatureSwitches,
  type Language,
  type RouteKind,
  type SiteCode,
} from '@marquee/data';

/** The sites whose pages the stories show (issue 20: "every page kind ... on fr, nl and ch"). */
export const recordedSites = ['fr', 'nl', 'ch'] as const satisfies SiteCode[];

/** Kinds without a recording, and why: the member's pages need a signed-in member, the sign-in return is a browser-only flow. */
export const skippedKinds: Partial<Record<RouteKind, string>> = {
  'Client.Account.Account': 'needs a signed-in member',
  'Client.Account.Booking': 'needs a signed-in member',
  'Auth.Callback': 'the browser-only return of the sign-in',
};

/**
 * A kind that shows the same page as another for the same kind of record: recorded only on a site
 * that does not have the other (each would repeat the other's screenshots).
 */
export const twinKinds: Partial<Record<RouteKind, RouteKind>> = {
  'Faq.ArticleById': 'Faq.ArticleBySlug',
  'ECards.ThreeSeats': 'ECards.FiveSeats',
  GiftCard: 'VoucherChecker',
};

/**
 * Long lists are cut to the shell recording's number of cinemas, enough for a page and its sections:
 * the first ones, and enough of those each flag marks (`isComingSoon`, `isKids`...) for the
 * sections and tabs that show only those.
 */
const listKept = 8;
const flaggedKept = 4;
/** Lists other answers point into (a city's cinemas, a film's cinemas): kept whole. */
const wholeLists: readonly ApiCallId[] = ['cinemas', 'cities'];

/** The subset of a page definition (pages/src/page.ts) the recorder runs; the page's types stay in pages. */
export interface RecordedCall {
  id: ApiCallId;
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | number | boolean>>;
  main?: boolean;
}
interface RecordedContext {
  site: SiteCode;
  language: Language;
  target: { kind: RouteKind; language: Language; params: Record<string, string> };
  features: FeatureSwitches;
  now: string;
  search?: string;
  address?: string;
}
export interface RecordedDefinition {
  calls(context: RecordedContext): readonly RecordedCall[];
  followUpCalls?(context: RecordedContext, answer: (call: RecordedCall) => unknown): readonly RecordedCall[];
}

/** One page's recording: its address and its answers (failed calls by status, as the loader leaves them out). */
export interface SitePageRecording {
  kind: RouteKind;
  params: Record<string, string>;
  search?: string;
  answers: Record<string, unknown>;
  failed: Record<string, number>;
}

export type Fetch = (path: string) => Promise<{ ok: boolean; status: number; body: unknown }>;

type Address = { params?: Record<string, string>; search?: string };
type Lookup = (id: ApiCallId, params?: Record<string, string>) => Promise<unknown>;

const listOf = (answer: unknown, field?: string): Record<string, unknown>[] => {
  const list = field && answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[field] : answer;
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
};
const slugOf = (record: Record<string, unknown> | undefined): Address | null =>
  typeof record?.slug === 'string' ? { params: { slug: record.slug } } : null;

/**
 * One representative address per kind with a parameter: a real record of the demo data, the first
 * of its list that is that kind of record. Kinds without a parameter need none.
 */
const addresses: Partial<Record<RouteKind, (lookup: Lookup) => Promise<Address | null>>> = {
  'Cinema.Single': async (lookup) => slugOf(listOf(await lookup('cinemas'))[0]),
  'Cinema.Light': async (lookup) => slugOf(listOf(await lookup('cinemas'))[0]),
  'Cinema.City.Single': async (lookup) => slugOf(listOf(await lookup('cities')).find((city) => city.hasPage !== false)),
  // The light city page is the one a city without its own page gets.
  'Cinema.City.Light': async (lookup) => {
    const cities = listOf(await lookup('cities'));
    return slugOf(cities.find((city) => city.hasPage === false) ?? cities[0]);
  },
  'Shows.Movie': async (lookup) =>
    slugOf(
      listOf(await lookup('shows'), 'shows').find(
        (show) => showPageKind({ strand: show.type as string | null }) === 'Shows.Movie',
      ),
    ),
  'Shows.Entertainment': async (lookup) =>
    slugOf(
      listOf(await lookup('shows'), 'shows').find(
        (show) => showPageKind({ strand: show.type as string | null }) === 'Shows.Entertainment',
      ),
    ),
  Season: async (lookup) => slugOf(listOf(await lookup('events')).find((event) => event.kind === 'season')),
  'Season.EventSpecial': async (lookup) =>
    slugOf(listOf(await lookup('events')).find((event) => event.kind === 'event-special')),
  'Season.BrandedEvents': async (lookup) =>
    slugOf(listOf(await lookup('events')).find((event) => event.kind === 'branded-events')),
  // No call lists the groups: the demo data has one per site (apps/api/src/demo/generate.ts).
  'Experience.Group': async () => ({ params: { slug: 'technologies' } }),
  'Experience.Single': async (lookup) => slugOf(listOf(await lookup('experiences'))[0]),
  'Offers.Single': async (lookup) =>
    slugOf(listOf(await lookup('newsOffers'), 'items').find((item) => item.type === 'offer')),
  'News.Single': async (lookup) => slugOf(listOf(await lookup('news'), 'items')[0]),
  'Faq.ArticleBySlug': async (lookup) => {
    const [slug] = listOf(await lookup('footerFaq'), 'slugs') as unknown as string[];
    return slug ? { params: { slug } } : null;
  },
  'Faq.Category': async (lookup) => {
    const [slug] = listOf(await lookup('footerFaq'), 'slugs') as unknown as string[];
    const article = slug ? ((await lookup('faqArticleBySlug', { slug })) as { category?: { id?: number } }) : null;
    return article?.category?.id ? { params: { id: String(article.category.id) } } : null;
  },
  // A search for the first word of the first frequent question's category: it finds that question.
  'Faq.Results': async (lookup) => {
    const [slug] = listOf(await lookup('footerFaq'), 'slugs') as unknown as string[];
    const article = slug ? ((await lookup('faqArticleBySlug', { slug })) as { category?: { name?: string } }) : null;
    const word = article?.category?.name?.split(/\s+/)[0];
    return word ? { search: `?q=${encodeURIComponent(word)}` } : null;
  },
  MasterTemplate: async (lookup) => slugOf(listOf(await lookup('masterTemplatePages'))[0]),
};

/** A long list cut to its first items and enough of each flag's (the order kept). */
function sampled(list: readonly unknown[]): unknown[] {
  if (list.length <= listKept) return [...list];
  const kept = new Set(list.slice(0, listKept));
  const flags = new Set(
    list.flatMap((item) =>
      item && typeof item === 'object'
        ? Object.keys(item).filter((name) => (item as Record<string, unknown>)[name] === true)
        : [],
    ),
  );
  for (const flag of flags) {
    const flagged = list.filter((item) => (item as Record<string, unknown>)[flag] === true);
    const missing = flaggedKept - flagged.filter((item) => kept.has(item)).length;
    for (const item of flagged.filter((candidate) => !kept.has(candidate)).slice(0, Math.max(0, missing)))
      kept.add(item);
  }
  return list.filter((item) => kept.has(item));
}

/** Lists sampled, at the top of the answer and one level down. */
function capped(id: ApiCallId, body: unknown): unknown {
  if (wholeLists.includes(id)) return body;
  const cut = (value: unknown) => (Array.isArray(value) ? sampled(value) : value);
  if (Array.isArray(body)) return cut(body);
  if (body && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, cut(value)]));
  }
  return body;
}

/** What is recorded for a site: one recording per kind, and the kinds left out with their reason. */
export async function recordSitePages(
  site: SiteCode,
  definitions: Partial<Record<RouteKind, RecordedDefinition>>,
  apiCalls: Record<ApiCallId, ApiCall>,
  fetch: Fetch,
  now: string,
): Promise<{ recordings: SitePageRecording[]; skipped: Record<string, string> }> {
  const language = sites[site].defaultLanguage;
  const keyOf = (call: RecordedCall) =>
    callKey(apiCalls[call.id], { params: call.params, query: call.query } as never, language);
  const lookup: Lookup = async (id, params) => {
    const answer = await fetch(keyOf({ id, params }));
    return answer.ok ? answer.body : undefined;
  };
  const settings = (await lookup('settings')) as { features?: unknown } | undefined;
  const features = featuresFor(site, settings?.features);
  const recordings: SitePageRecording[] = [];
  const skipped: Record<string, string> = {};
  const kinds = siteRouteKinds(site, language).filter((kind) => pageEnabled(kind, features));
  for (const kind of siteRouteKinds(site, language)) {
    const definition = definitions[kind];
    const twin = twinKinds[kind];
    const reason =
      skippedKinds[kind] ??
      (definition ? undefined : 'no page definition') ??
      (kinds.includes(kind) ? undefined : 'switched off on the site') ??
      (twin && kinds.includes(twin) ? `the same page as ${twin}` : undefined);
    if (reason || !definition) {
      skipped[kind] = reason ?? 'no page definition';
      continue;
    }
    const address = addresses[kind] ? await addresses[kind](lookup) : {};
    if (!address) {
      skipped[kind] = 'no record of its kind in the demo data';
      continue;
    }
    const params = address.params ?? {};
    const context: RecordedContext = {
      site,
      language,
      target: { kind, language, params },
      features,
      now,
      ...(address.search ? { search: address.search } : {}),
    };
    const answers: Record<string, unknown> = {};
    const failed: Record<string, number> = {};
    const load = async (calls: readonly RecordedCall[]) => {
      for (const call of calls) {
        const key = keyOf(call);
        const answer = await fetch(key);
        if (!answer.ok) {
          failed[key] = answer.status;
          continue;
        }
        answers[key] = capped(call.id, answer.body);
      }
    };
    await load(definition.calls(context));
    // The follow-ups read the answers as recorded (cut), as the story's page will: the day a season
    // opens on is the first with a show the cut list still has.
    await load(definition.followUpCalls?.(context, (call) => answers[keyOf(call)]) ?? []);
    recordings.push({ kind, params, ...(address.search ? { search: address.search } : {}), answers, failed });
  }
  return { recordings, skipped };
}
