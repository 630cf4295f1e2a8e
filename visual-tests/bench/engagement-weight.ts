/**
 * What a page downloads after its first load, until it has hydrated (decision 0021, issue 18), and
 * how soon it hydrates once the visitor moves. In a real browser (desktop, loopback, no
 * throttling), each run in a new context (empty cache): the page is loaded (`waitUntil: 'load'`),
 * the pointer moves at once, and the bench waits for the document's root to say it has hydrated
 * (`data-hydrated`). From the page's Resource Timing (bytes as they crossed the network: brotli or
 * gzip, as the server sent them to Chromium, decision 0069):
 * - "before": the document's own first-load scripts (its module preloads, its inline module's
 *   imports and their static imports: `firstLoadScripts` on the HTML the browser got);
 * - "after engagement": every other script whose download started before the page hydrated (the
 *   page may start hydrating at idle after load as well as on engagement: both count), and the
 *   data and strings fetched in that time;
 * - "hydrated after the first move": from the pointer move's event time to the moment the
 *   `data-hydrated` attribute appears (a MutationObserver), both on the page's clock; 0 when the
 *   page had hydrated before the move reached it.
 * By hand, against a running site: node visual-tests/bench/engagement-weight.ts url...
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { get } from './http.ts';
import { firstLoadScripts } from './route-weight.ts';
import { median, medianWithMisses } from './stats.ts';

/** One downloaded resource, as the page's Resource Timing saw it. */
export interface ResourceEntry {
  /** The path of its address. */
  path: string;
  initiatorType: string;
  /** Milliseconds on the page's clock. */
  startTime: number;
  /** Body bytes as received (compressed as the server sent them). */
  encodedBodySize: number;
}

export interface EngagementTally {
  before: { jsBytes: number; jsFiles: number };
  after: { jsBytes: number; jsFiles: number; dataBytes: number; dataRequests: number };
}

const isScript = (entry: ResourceEntry) => /\.m?js$/.test(entry.path);
const isData = (entry: ResourceEntry) => entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest';
const total = (entries: ResourceEntry[]) => entries.reduce((bytes, entry) => bytes + entry.encodedBodySize, 0);

/**
 * Shares a page's downloads out: the first-load scripts (named by the document) are "before";
 * every other script, and every fetch, started before `hydratedAt` is "after engagement"; what
 * started later (a prefetch after hydration) is neither.
 */
export function engagementTally(
  entries: readonly ResourceEntry[],
  firstLoadScripts: readonly string[],
  hydratedAt: number,
): EngagementTally {
  const firstLoad = new Set(firstLoadScripts);
  const before = entries.filter((entry) => isScript(entry) && firstLoad.has(entry.path));
  const untilHydrated = entries.filter((entry) => entry.startTime <= hydratedAt && !firstLoad.has(entry.path));
  const scripts = untilHydrated.filter(isScript);
  const data = untilHydrated.filter((entry) => !isScript(entry) && isData(entry));
  return {
    before: { jsBytes: total(before), jsFiles: before.length },
    after: { jsBytes: total(scripts), jsFiles: scripts.length, dataBytes: total(data), dataRequests: data.length },
  };
}

export interface EngagementRun extends EngagementTally {
  /** The page said it had hydrated (within the time limit). */
  hydrated: boolean;
  /** Milliseconds from the first pointer move to `data-hydrated`; null when it never came. */
  hydratedAfterMs: number | null;
  /** The page had hydrated (at idle) before the move reached it. */
  hydratedBeforeMove: boolean;
  error?: string;
}

export interface EngagementWeight {
  url: string;
  runs: EngagementRun[];
  /** Medians over the runs. */
  before: { jsBytes: number; jsFiles: number };
  /** Medians over the runs that hydrated; null when none did. */
  after: { jsBytes: number | null; jsFiles: number | null; dataBytes: number | null; dataRequests: number | null };
  /** Median over the runs (one that never hydrated counts as slower than any; null when the median lands on one). */
  hydratedAfterMs: number | null;
}

/** A page that has not hydrated this long after the move (desktop, loopback) counts as not hydrating. */
const hydrationTimeoutMs = 15_000;
const hydratedSignal = 'marquee-bench-hydrated';

/** Added to every document before its own scripts: when it hydrated, when the pointer first moved. */
function observe(signal: string) {
  if (window.top !== window) return;
  performance.setResourceTimingBufferSize(2000);
  const marks = { hydratedAt: Number.NaN, movedAt: Number.NaN };
  Object.assign(window, { [signal]: marks });
  const seen = () => {
    if (Number.isNaN(marks.hydratedAt) && document.documentElement?.hasAttribute('data-hydrated')) {
      marks.hydratedAt = performance.now();
      observer.disconnect();
      console.debug(signal);
    }
  };
  const observer = new MutationObserver(seen);
  observer.observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  addEventListener(
    'pointermove',
    (event) => {
      if (event.isTrusted && Number.isNaN(marks.movedAt)) marks.movedAt = event.timeStamp;
    },
    { capture: true, passive: true },
  );
}

async function engageOnce(browser: Browser, url: string): Promise<EngagementRun> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    await context.addInitScript(observe, hydratedSignal);
    const page = await context.newPage();
    const hydrated = page
      .waitForEvent('console', {
        predicate: (message) => message.text() === hydratedSignal,
        timeout: hydrationTimeoutMs + 60_000,
      })
      .then(
        () => true,
        () => false,
      );
    const answer = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.mouse.move(10, 10);
    const html = (await answer?.text()) ?? '';
    let timer: NodeJS.Timeout | undefined;
    const didHydrate = await Promise.race([
      hydrated,
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), hydrationTimeoutMs))),
    ]);
    clearTimeout(timer);
    // Downloads still under way when it hydrated finish and enter the Resource Timing.
    await page.waitForTimeout(500);
    const { marks, entries } = await page.evaluate((signal) => {
      const own = (window as unknown as Record<string, { hydratedAt: number; movedAt: number }>)[signal]!;
      return {
        marks: { ...own },
        entries: performance.getEntriesByType('resource').map((entry) => {
          const resource = entry as PerformanceResourceTiming;
          return {
            path: new URL(resource.name).pathname,
            initiatorType: resource.initiatorType,
            startTime: resource.startTime,
            encodedBodySize: resource.encodedBodySize,
          };
        }),
      };
    }, hydratedSignal);
    const firstLoad = await firstLoadScripts(html, async (path) =>
      (await get(new URL(path, url).href)).body.toString('utf8'),
    );
    const tally = engagementTally(entries, firstLoad, didHydrate ? marks.hydratedAt : Number.POSITIVE_INFINITY);
    const after = marks.hydratedAt - marks.movedAt;
    return {
      ...tally,
      hydrated: didHydrate,
      hydratedAfterMs: didHydrate && Number.isFinite(after) ? Math.max(0, after) : null,
      hydratedBeforeMove: didHydrate && after < 0,
    };
  } catch (error) {
    return {
      before: { jsBytes: 0, jsFiles: 0 },
      after: { jsBytes: 0, jsFiles: 0, dataBytes: 0, dataRequests: 0 },
      hydrated: false,
      hydratedAfterMs: null,
      hydratedBeforeMove: false,
      error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
    };
  } finally {
    await context.close();
  }
}

/**
 * `runs` runs per page (after two that do not hydrate, the page's remaining runs are skipped:
 * its median is no figure already). Every figure is a median over the runs.
 */
export async function engagementWeights(urls: readonly string[], runs = 3): Promise<EngagementWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: EngagementWeight[] = [];
  try {
    for (const url of urls) {
      const done: EngagementRun[] = [];
      for (let run = 0; run < runs && done.filter((each) => !each.hydrated).length < 2; run += 1) {
        done.push(await engageOnce(browser, url));
      }
      const hydrated = done.filter((run) => run.hydrated);
      const mid = (from: EngagementRun[], pick: (run: EngagementRun) => number) =>
        from.length ? median(from.map(pick)) : null;
      const misses = Array.from({ length: runs - done.length }, () => null);
      results.push({
        url,
        runs: done,
        before: {
          jsBytes: mid(done, (run) => run.before.jsBytes) ?? 0,
          jsFiles: mid(done, (run) => run.before.jsFiles) ?? 0,
        },
        after: {
          jsBytes: mid(hydrated, (run) => run.after.jsBytes),
          jsFiles: mid(hydrated, (run) => run.after.jsFiles),
          dataBytes: mid(hydrated, (run) => run.after.dataBytes),
          dataRequests: mid(hydrated, (run) => run.after.dataRequests),
        },
        hydratedAfterMs: medianWithMisses([...done.map((run) => run.hydratedAfterMs), ...misses]),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

// By hand against a running site: node visual-tests/bench/engagement-weight.ts url...
if (import.meta.main) {
  const kib = (bytes: number | null) => (bytes === null ? '-' : `${(bytes / 1024).toFixed(1)} KiB`);
  for (const weight of await engagementWeights(process.argv.slice(2))) {
    console.log(
      `${weight.url}  before: JS ${kib(weight.before.jsBytes)} (${weight.before.jsFiles})  after engagement: JS ${kib(
        weight.after.jsBytes,
      )} (${weight.after.jsFiles ?? '-'}), data ${kib(weight.after.dataBytes)} (${weight.after.dataRequests ?? '-'})  hydrated ${
        weight.hydratedAfterMs?.toFixed(0) ?? '-'
      } ms after the first move  ${JSON.stringify(weight.runs.map((run) => [run.hydratedAfterMs, run.hydratedBeforeMove, run.error]))}`,
    );
  }
}
