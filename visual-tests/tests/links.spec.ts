import { expect, test, type APIRequestContext } from '@playwright/test';
import { matchRoute, routePath, siteCodes, sites, type RouteKind, type SiteCode } from '../../data/src/index.ts';
import { direct, hostOf } from './fixtures.ts';

/**
 * Issue 20 "0 broken internal links": a crawl of the 8 sites in every language over HTTP only (no
 * browser: the server's HTML carries every link a visitor can follow), so it stays cheap.
 *
 * It starts from each language's home and from one page of each kind the sitemap lists, reads the
 * links of one page per site, language and page kind, and fetches each internal link once (GET:
 * the site answers HEAD from no cache). A link answering 404, 410 or 5xx fails the test, listed
 * with the page it was found on. What keeps it well under a minute:
 * - a link is fetched once per site and page, whatever its language prefix or filter suffix
 *   (the slug decides whether the record exists; the words of each language are checked on the
 *   pages without a slug, fetched once per language);
 * - the site builds its lists (films, cinemas, news) from the API's own records, so only the
 *   first `listedLinksPerKind` records of a kind are followed from such pages; links found on
 *   the pages the CMS writes (`cmsKinds`) are all followed, as are links no route matches.
 */

const concurrency = 4;
const listedLinksPerKind = 4;

/** Pages whose text and links come from the CMS: every link found there is checked. */
const cmsKinds: ReadonlySet<RouteKind> = new Set<RouteKind>([
  'Offers.List',
  'Offers.Single',
  'News.Single',
  'Faq.Home',
  'Faq.Category',
  'Faq.ArticleById',
  'Faq.ArticleBySlug',
  'MasterTemplate',
  'GeneralTerms',
  'Cvd',
  'Experience.Single',
  'Experience.Group',
  'Subscription',
  'MobileApp',
]);

interface Pending {
  site: SiteCode;
  /** Path and query on the site's own host. */
  path: string;
  foundOn: string;
}

/** Hrefs in an HTML document, the entities React writes in them decoded. */
function hrefsOf(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((match) =>
    (match[1] ?? '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

/** Path and query of an internal page link, or null: another host, the API, a file (assets, feeds), not http. */
function internalPath(site: SiteCode, href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname !== `${site}.localhost`) return null;
  if (url.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

interface LinkShape {
  /** What makes two links the same check. */
  key: string;
  /** What makes two pages the same sample. */
  sample: string;
  kind: RouteKind | null;
  record: boolean;
}

function shapeOf(site: SiteCode, path: string): LinkShape {
  const match = matchRoute(site, path);
  if (!match.found) {
    // The language switch's query names the page it returns to: a page checked on its own.
    const bare = path.split('?')[0] ?? path;
    return { key: `${site} ${bare}`, sample: `${site} ${match.language} not-found`, kind: null, record: false };
  }
  const { kind, language, params } = match.target;
  const record = params.slug ?? params.id;
  return {
    key: record === undefined ? `${site} ${language} ${kind}` : `${site} ${kind} ${record}`,
    sample: `${site} ${language} ${kind}`,
    kind,
    record: record !== undefined,
  };
}

async function sitemapPaths(request: APIRequestContext, site: SiteCode): Promise<string[]> {
  const response = await request.get(direct('/sitemap.xml'), { headers: hostOf(site) });
  expect(response.status(), `${site} sitemap.xml`).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => {
    const path = internalPath(site, (match[1] ?? '').replace(/&amp;/g, '&'), `http://${site}.localhost/`);
    return path ? [path] : [];
  });
}

test('issue 20 "0 broken internal links": every internal link of the 8 sites in each language answers', async ({
  request,
}) => {
  test.setTimeout(360_000);
  const checked = new Set<string>();
  const read = new Set<string>();
  const followedPerKind = new Map<string, number>();
  const queue: Pending[] = [];
  const broken: string[] = [];
  let fetched = 0;

  const enqueue = (site: SiteCode, path: string, foundOn: string, everyLink: boolean) => {
    const shape = shapeOf(site, path);
    if (checked.has(shape.key)) return;
    if (shape.record && !everyLink) {
      const budget = `${site} ${shape.kind}`;
      const followed = followedPerKind.get(budget) ?? 0;
      if (followed >= listedLinksPerKind) return;
      followedPerKind.set(budget, followed + 1);
    }
    checked.add(shape.key);
    queue.push({ site, path, foundOn });
  };

  async function visit({ site, path, foundOn }: Pending): Promise<void> {
    const response = await request.get(direct(path), { headers: hostOf(site), maxRedirects: 0, timeout: 20_000 });
    fetched += 1;
    const status = response.status();
    if (status === 404 || status === 410 || status >= 500) {
      broken.push(`${status} ${site} ${path} (on ${foundOn})`);
      return;
    }
    const base = `http://${site}.localhost${path}`;
    if (status >= 300 && status < 400) {
      // A redirect is as good as its target: the target is checked as a link of the same page.
      const target = internalPath(site, response.headers().location ?? '', base);
      if (target) enqueue(site, target, `${foundOn}, through ${path}`, true);
      return;
    }
    const shape = shapeOf(site, path);
    if (!(response.headers()['content-type'] ?? '').includes('text/html') || read.has(shape.sample)) return;
    read.add(shape.sample);
    const everyLink = shape.kind === null || cmsKinds.has(shape.kind);
    for (const href of hrefsOf(await response.text())) {
      const target = internalPath(site, href, base);
      if (target) enqueue(site, target, `${site} ${path}`, everyLink);
    }
  }

  for (const site of siteCodes) {
    for (const language of sites[site].languages) {
      const home = routePath(site, { kind: 'Movies.Home', language, params: {} });
      if (home) enqueue(site, home, 'the start', true);
    }
    // One page of each kind and language the sitemap lists: its links are read.
    const sampled = new Set<string>();
    for (const path of await sitemapPaths(request, site)) {
      const { sample } = shapeOf(site, path);
      if (sampled.has(sample)) continue;
      sampled.add(sample);
      enqueue(site, path, `${site} /sitemap.xml`, true);
    }
  }

  const started = Date.now();
  let busy = 0;
  // Workers share one queue; a page being read may still add to it, so a worker that finds it
  // empty waits until no page is in flight.
  const worker = async () => {
    for (;;) {
      const next = queue.shift();
      if (next) {
        busy += 1;
        try {
          await visit(next);
        } finally {
          busy -= 1;
        }
      } else if (busy === 0) {
        return;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  test.info().annotations.push({
    type: 'crawl',
    description: `${fetched} links fetched, ${read.size} pages read on ${siteCodes.length} sites in ${Date.now() - started} ms`,
  });
  expect(broken, 'internal links answering 404, 410 or 5xx').toEqual([]);
});
