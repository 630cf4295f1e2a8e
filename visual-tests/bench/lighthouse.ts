/**
 * Lighthouse, mobile preset with its default simulated throttling, against pages of a running
 * production site: the median of several runs per page. By hand:
 *   node visual-tests/bench/lighthouse.ts [runs] url...
 */
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { freePort } from './stack.ts';
import { median } from './stats.ts';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const metrics = {
  LCP: 'largest-contentful-paint',
  FCP: 'first-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

/**
 * Lighthouse's own measure of the machine's CPU (`environment.benchmarkIndex`, higher is faster;
 * Lighthouse calls a machine under 1,000 too slow for its figures). Its simulated 4x CPU multiplies
 * what this machine's main thread took: a TBT is only comparable with one measured at a like index.
 */
export type LighthouseFigure = (typeof categories)[number] | keyof typeof metrics | 'benchmarkIndex';

export interface LighthouseResult {
  url: string;
  runs: number;
  /** Median per category score (0-100) and metric (ms; CLS unitless). */
  median: Record<LighthouseFigure, number>;
  /** Every run's figures, to see the spread. */
  samples: Record<LighthouseFigure, number[]>;
}

export async function lighthouseMedians(
  urls: string[],
  runs: number,
  onPage: (result: LighthouseResult) => void = () => {},
): Promise<LighthouseResult[]> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const url of urls) {
      const samples = {} as Record<LighthouseFigure, number[]>;
      for (let run = 0; run < runs; run += 1) {
        const lhr = (
          await lighthouse(url, {
            port,
            output: 'json',
            logLevel: 'error',
            // Pictures for a report nobody opens here, and the back/forward cache check (weight 0,
            // it navigates away and back): no score or metric reads them, and each run is shorter.
            disableFullPageScreenshot: true,
            skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'bf-cache'],
          })
        )?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
        for (const category of categories) {
          (samples[category] ??= []).push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
        }
        for (const [name, audit] of Object.entries(metrics) as [keyof typeof metrics, string][]) {
          (samples[name] ??= []).push(lhr.audits[audit]?.numericValue ?? Number.NaN);
        }
        (samples.benchmarkIndex ??= []).push(lhr.environment.benchmarkIndex);
      }
      const result: LighthouseResult = {
        url,
        runs,
        median: Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)])) as Record<
          LighthouseFigure,
          number
        >,
        samples,
      };
      results.push(result);
      onPage(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.main) {
  const [runsArgument, ...urls] = process.argv.slice(2);
  await lighthouseMedians(urls, Number(runsArgument) || 5, ({ url, median: row, runs }) =>
    console.log(
      `${url}  perf ${row.performance} a11y ${row.accessibility} bp ${row['best-practices']} seo ${row.seo}` +
        `  LCP ${Math.round(row.LCP)} ms  FCP ${Math.round(row.FCP)} ms  TBT ${Math.round(row.TBT)} ms` +
        `  CLS ${row.CLS.toFixed(3)}  SI ${Math.round(row.SI)} ms  CPU index ${Math.round(row.benchmarkIndex)}  (median of ${runs})`,
    ),
  );
}
