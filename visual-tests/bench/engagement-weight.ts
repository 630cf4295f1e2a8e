/**
 * What a page downloads once the visitor engages (decision 0021): in a real browser, the page is
 * loaded and left alone until the network is idle, then the pointer moves; everything fetched from
 * then until the page has hydrated (`data-hydrated`) and the network is idle again is the price of
 * the first interaction: the shell's and the page's code, the document's answers, its strings.
 * Bytes as they crossed the network (gzip), from the browser's own accounting.
 */
import { chromium, type Response } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';

export interface EngagementWeight {
  url: string;
  before: { jsBytes: number; jsFiles: number };
  after: { jsBytes: number; jsFiles: number; dataBytes: number; dataRequests: number };
  /** Milliseconds from the pointer's move to the page saying it has hydrated (on loopback, no throttling). */
  hydratedAfterMs: number;
}

async function encodedBytes(response: Response): Promise<number> {
  try {
    const sizes = await response.request().sizes();
    return sizes.responseBodySize;
  } catch {
    return 0;
  }
}

export async function engagementWeights(urls: readonly string[]): Promise<EngagementWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: EngagementWeight[] = [];
  try {
    for (const url of urls) {
      const context = await browser.newContext();
      const page = await context.newPage();
      type Phase = 'before' | 'after';
      let phase = 'before' as Phase;
      const seen: Promise<{ phase: Phase; kind: 'js' | 'data' | 'other'; bytes: number }>[] = [];
      // Playwright's networkidle fires once per navigation: after the move, count requests in flight.
      let inFlight = 0;
      let lastSettled = Date.now();
      page.on('request', () => void inFlight++);
      const settle = () => {
        inFlight--;
        lastSettled = Date.now();
      };
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const kind = type === 'script' ? 'js' : type === 'fetch' || type === 'xhr' ? 'data' : 'other';
        const at = phase;
        seen.push(encodedBytes(response).then((bytes) => ({ phase: at, kind, bytes })));
      });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      phase = 'after';
      const started = Date.now();
      await page.mouse.move(10, 10);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
        timeout: 30_000,
      });
      const hydratedAfterMs = Date.now() - started;
      while (inFlight > 0 || Date.now() - lastSettled < 500) await page.waitForTimeout(100);
      const entries = await Promise.all(seen);
      const sum = (wanted: Phase, kind: 'js' | 'data') =>
        entries.filter((entry) => entry.phase === wanted && entry.kind === kind);
      const total = (list: { bytes: number }[]) => list.reduce((bytes, entry) => bytes + entry.bytes, 0);
      results.push({
        url,
        before: { jsBytes: total(sum('before', 'js')), jsFiles: sum('before', 'js').length },
        after: {
          jsBytes: total(sum('after', 'js')),
          jsFiles: sum('after', 'js').length,
          dataBytes: total(sum('after', 'data')),
          dataRequests: sum('after', 'data').length,
        },
        hydratedAfterMs,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

// By hand against a running site: node visual-tests/bench/engagement-weight.ts url...
if (import.meta.main) {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const weight of await engagementWeights(process.argv.slice(2))) {
    console.log(
      `${weight.url}  before: JS ${kib(weight.before.jsBytes)} (${weight.before.jsFiles})  on engagement: JS ${kib(
        weight.after.jsBytes,
      )} (${weight.after.jsFiles}), data ${kib(weight.after.dataBytes)} (${weight.after.dataRequests})  hydrated after ${weight.hydratedAfterMs} ms`,
    );
  }
}
