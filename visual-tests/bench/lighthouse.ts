/**
 * Lighthouse, mobile preset with its default simulated throttling, against pages of a running
 * production site; prints the median of several runs per page. Usage:
 *   node visual-tests/bench/lighthouse.ts [runs] url...
 * (issue 9 reports home and a film page; issue 11 builds `npm run bench` on it.)
 */
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';

const debuggingPort = 9333;
const [runsArgument, ...urls] = process.argv.slice(2);
const runs = Number(runsArgument) || 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = {
  LCP: 'largest-contentful-paint',
  FCP: 'first-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
});
try {
  for (const url of urls) {
    const samples: Record<string, number[]> = {};
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error' });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      for (const category of categories) {
        (samples[category] ??= []).push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
      }
      for (const [name, audit] of Object.entries(metrics)) {
        (samples[name] ??= []).push(lhr.audits[audit]?.numericValue ?? Number.NaN);
      }
    }
    const row = Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)]));
    console.log(
      `${url}  perf ${row.performance} a11y ${row.accessibility} bp ${row['best-practices']} seo ${row.seo}` +
        `  LCP ${Math.round(row.LCP ?? 0)} ms  FCP ${Math.round(row.FCP ?? 0)} ms  TBT ${Math.round(row.TBT ?? 0)} ms` +
        `  CLS ${(row.CLS ?? 0).toFixed(3)}  SI ${Math.round(row.SI ?? 0)} ms  (median of ${runs})`,
    );
  }
} finally {
  await browser.close();
}
