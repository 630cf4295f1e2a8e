/**
 * `npm run bench` (issues 11 and 18): builds the site, starts the demo API and the production site
 * on loopback, then measures first-load weight and what engagement adds, the first tap's response,
 * Lighthouse, server load and faults; prints every figure beside its target, writes
 * results/latest.json and latest.md and appends one line to history.jsonl. Exits 0 whatever the
 * figures (budgets are enforced by `npm test`); non-zero only when the harness itself fails.
 * Settings (environment):
 *   BENCH_SECONDS=30          one SSR load run (API runs take at most 10 s, static and render 5 s, a fault phase 8 s)
 *   BENCH_LIGHTHOUSE_RUNS=5   Lighthouse runs per page (the median is reported)
 *   BENCH_FIRSTTAP_RUNS=5     first-tap runs per control and profile (p75 and median are reported)
 *   BENCH_SECTIONS=weight,firsttap,lighthouse,load,faults
 *   BENCH_BUILD=0             measure the existing build (no dependency report without its source maps)
 */
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import frStrings from '../../pages/src/i18n/locales/fr.json' with { type: 'json' };
import { routePath, sites, type Language, type RouteTarget, type SiteCode } from '@marquee/data';
import { createFaultProxy, faultRun, type FaultRunResult } from './faults.ts';
import { get, getOk } from './http.ts';
import { lighthouseMedians, type LighthouseResult } from './lighthouse.ts';
import { loadRun, type LoadResult, type LoadTarget } from './load.ts';
import type { RenderResult } from './render.ts';
import {
  figureKey,
  markdownTable,
  packageTable,
  summarize,
  textTable,
  toMarkdown,
  toText,
  type Figure,
} from './report.ts';
import { engagementWeights, type EngagementWeight } from './engagement-weight.ts';
import { firstTaps, issueScenarios, type FirstTapResult } from './firsttap.ts';
import { firstLoadBudgets, routeWeight, type RouteWeight } from './route-weight.ts';
import {
  benchSessionSecret,
  buildSite,
  clientAssetsDir,
  cpuSeconds,
  freePort,
  root,
  start,
  startApi,
  startSite,
  stop,
  stopAll,
  waitForHealth,
  type Started,
} from './stack.ts';
import { ratio } from './stats.ts';

const benchDir = new URL('./', import.meta.url).pathname;
const resultsDir = join(benchDir, 'results');
const started = Date.now();

const env = process.env;
const seconds = Number(env.BENCH_SECONDS) || 30;
const settings = {
  ssrSeconds: seconds,
  apiSeconds: Math.min(seconds, 10),
  staticSeconds: Math.min(seconds, 5),
  renderSeconds: Math.min(seconds, 5),
  faultPhaseSeconds: Math.min(seconds, 8),
  lighthouseRuns: Number(env.BENCH_LIGHTHOUSE_RUNS) || 5,
  firstTapRuns: Number(env.BENCH_FIRSTTAP_RUNS) || 5,
  sections: (env.BENCH_SECTIONS ?? 'weight,firsttap,lighthouse,load,faults').split(',').map((name) => name.trim()),
  build: env.BENCH_BUILD !== '0',
};
const runs = (section: string) => settings.sections.includes(section);

const log = (message: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

let mapsDir: string | null = null;
const scratch = join(tmpdir(), `marquee-bench-${process.pid}`);
function cleanUp() {
  stopAll();
  if (mapsDir) rmSync(mapsDir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n[bench] ${signal}: stopping everything it started`);
    cleanUp();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// Pages

interface Page {
  site: SiteCode;
  kind: 'home' | 'film' | 'cinema' | 'cinema light' | 'shows list' | 'news';
  path: string;
}

function pathOf(site: SiteCode, kind: RouteTarget['kind'], params: Record<string, string> = {}): string {
  const language: Language = sites[site].defaultLanguage;
  const path = routePath(site, { kind, language, params });
  if (path === null) throw new Error(`no ${kind} route on ${site}`);
  return path;
}

async function pagesOf(site: SiteCode, apiPort: number): Promise<Page[]> {
  let cinema = 'marquee-beaugrenelle';
  if (site !== 'fr') {
    const response = await fetch(`http://127.0.0.1:${apiPort}/api/cinemas?language=${sites[site].defaultLanguage}`, {
      headers: { 'X-Marquee-Site': site },
    });
    const cinemas = (await response.json()) as { slug: string }[];
    cinema = cinemas[0]?.slug ?? cinema;
  }
  return [
    { site, kind: 'home', path: pathOf(site, 'Movies.Home') },
    { site, kind: 'film', path: pathOf(site, 'Shows.Movie', { slug: 'orbite-10002' }) },
    { site, kind: 'cinema', path: pathOf(site, 'Cinema.Single', { slug: cinema }) },
    { site, kind: 'cinema light', path: pathOf(site, 'Cinema.Light', { slug: cinema }) },
    { site, kind: 'shows list', path: pathOf(site, 'Shows.List') },
    // The issue's fourth content route; weighed only (Lighthouse and load take the brief's pages).
    { site, kind: 'news', path: pathOf(site, 'News.List') },
  ];
}

const pageName = (page: Page) => `${page.site} ${page.kind}`;

// ---------------------------------------------------------------------------------------------
// Targets (issue 11; Lighthouse, engagement and the first tap from issue 18)

/** Issue 18: Lighthouse mobile, median of 5, on the eight audited pages. */
const lighthouseTargets = { performance: 99, FCP: 1200, LCP: 1600, TBT: 50, CLS: 0.01 } as const;
/** Issue 18: what a page kind downloads after engagement (gzip), and how soon it hydrates after the first move (desktop, loopback). */
const engagementTargets = { jsKiB: 100, hydratedMs: 300 } as const;
/** Loads per page for the engagement figures (their medians). */
const engagementRuns = 3;

const kib = (bytes: number) => bytes / 1024;
const kibOrNull = (bytes: number | null) => (bytes === null ? null : bytes / 1024);
const jsBudgetKiB = (page: Page) => firstLoadBudgets.jsKiB(page.kind === 'film');

function weightFigures(page: Page, weight: RouteWeight): Figure[] {
  const section = 'First load (gzip)';
  const subject = pageName(page);
  return [
    {
      section,
      subject,
      measure: 'JS',
      value: kib(weight.js.gzipBytes),
      unit: 'KiB',
      target: { op: '<=', limit: jsBudgetKiB(page) },
    },
    { section, subject, measure: 'JS files', value: weight.js.files.length, unit: 'count' },
    {
      section,
      subject,
      measure: 'CSS',
      value: kib(weight.css.gzipBytes),
      unit: 'KiB',
      target: { op: '<=', limit: firstLoadBudgets.cssKiB },
    },
    { section, subject, measure: 'CSS files', value: weight.css.files.length, unit: 'count' },
    { section, subject, measure: 'HTML', value: kib(weight.html.gzipBytes), unit: 'KiB' },
    {
      section,
      subject,
      measure: 'head + above the fold',
      value: weight.aboveTheFold.gzipBytes,
      unit: 'B',
      target: { op: '<=', limit: firstLoadBudgets.aboveTheFoldBytes },
    },
  ];
}

function engagementFigures(page: Page, weight: EngagementWeight): Figure[] {
  const section = `After engagement (as received; desktop, loopback, median of ${engagementRuns} loads)`;
  const subject = pageName(page);
  return [
    { section, subject, measure: 'JS of the first load (browser)', value: kib(weight.before.jsBytes), unit: 'KiB' },
    {
      section,
      subject,
      measure: 'JS after, until hydrated',
      value: kibOrNull(weight.after.jsBytes),
      unit: 'KiB',
      target: { op: '<=', limit: engagementTargets.jsKiB },
    },
    { section, subject, measure: 'JS files after', value: weight.after.jsFiles, unit: 'count' },
    { section, subject, measure: 'data and strings', value: kibOrNull(weight.after.dataBytes), unit: 'KiB' },
    { section, subject, measure: 'data requests', value: weight.after.dataRequests, unit: 'count' },
    {
      section,
      subject,
      measure: 'hydrated after the first move',
      value: weight.hydratedAfterMs,
      unit: 'ms',
      target: { op: '<=', limit: engagementTargets.hydratedMs },
    },
  ];
}

function firstTapFigures(result: FirstTapResult): Figure[] {
  const section =
    'First tap to visible response (fresh page; mobile: Lighthouse throttling, tap; desktop: none, click)';
  const subject = `${result.scenario}, ${result.profile}`;
  return [
    {
      section,
      subject,
      measure: 'p75',
      value: result.p75Ms,
      unit: 'ms',
      target: { op: '<=', limit: result.targetMs },
    },
    { section, subject, measure: 'median', value: result.medianMs, unit: 'ms' },
    { section, subject, measure: `answered (of ${result.runs.length})`, value: result.responded, unit: 'count' },
    { section, subject, measure: `${result.firstSign}, median`, value: result.firstSignMedianMs, unit: 'ms' },
  ];
}

function lighthouseFigures(page: Page, result: LighthouseResult): Figure[] {
  const section = `Lighthouse (mobile, median of ${result.runs})`;
  const subject = pageName(page);
  // Issue 11 asks 100 of every category; issue 18 asks 99 of performance.
  const score = (measure: string, value: number, limit = 100): Figure => ({
    section,
    subject,
    measure,
    value,
    unit: 'score',
    target: { op: '>=', limit },
  });
  return [
    score('performance', result.median.performance, lighthouseTargets.performance),
    score('accessibility', result.median.accessibility),
    score('best practices', result.median['best-practices']),
    score('SEO', result.median.seo),
    {
      section,
      subject,
      measure: 'LCP',
      value: result.median.LCP,
      unit: 'ms',
      target: { op: '<=', limit: lighthouseTargets.LCP },
    },
    {
      section,
      subject,
      measure: 'FCP',
      value: result.median.FCP,
      unit: 'ms',
      target: { op: '<=', limit: lighthouseTargets.FCP },
    },
    {
      section,
      subject,
      measure: 'TBT',
      value: result.median.TBT,
      unit: 'ms',
      target: { op: '<=', limit: lighthouseTargets.TBT },
    },
    {
      section,
      subject,
      measure: 'CLS',
      value: result.median.CLS,
      unit: '',
      target: { op: '<=', limit: lighthouseTargets.CLS },
    },
    { section, subject, measure: 'Speed Index', value: result.median.SI, unit: 'ms' },
    // No target: the machine's speed, beside the figures it shapes (lighthouse.ts).
    { section, subject, measure: 'CPU benchmark index', value: result.median.benchmarkIndex, unit: '' },
  ];
}

interface SsrRun {
  page: Page;
  result: LoadResult;
  /** CPU cores the site process used on average during the run. */
  cores: number | null;
}

function ssrFigures({ page, result, cores }: SsrRun): Figure[] {
  const section = 'Server load: SSR';
  const subject = `${pageName(page)} @${result.connections}`;
  const at50 = result.connections === 50;
  const perCore = cores ? result.requestsPerSecond / cores : null;
  const perCoreTarget = at50 && page.kind === 'film' ? 300 : at50 && page.kind === 'cinema light' ? 600 : null;
  return [
    { section, subject, measure: 'requests/s', value: result.requestsPerSecond, unit: 'req/s' },
    { section, subject, measure: 'site CPU', value: cores, unit: 'cores' },
    {
      section,
      subject,
      measure: 'requests/s per core',
      value: perCore,
      unit: 'req/s',
      ...(perCoreTarget ? { target: { op: '>=' as const, limit: perCoreTarget } } : {}),
    },
    { section, subject, measure: 'p50', value: result.latencyP50Ms, unit: 'ms' },
    {
      section,
      subject,
      measure: 'p99',
      value: result.latencyP99Ms,
      unit: 'ms',
      ...(at50 && page.kind === 'film' ? { target: { op: '<=' as const, limit: 75 } } : {}),
    },
    { section, subject, measure: 'errors', value: result.errors, unit: 'count', target: { op: '<=', limit: 0 } },
    { section, subject, measure: 'non-2xx', value: result.non2xx, unit: 'count', target: { op: '<=', limit: 0 } },
  ];
}

function apiFigures(result: LoadResult): Figure[] {
  const section = 'Server load: API';
  const subject = `${result.label} @${result.connections}`;
  return [
    { section, subject, measure: 'requests/s', value: result.requestsPerSecond, unit: 'req/s' },
    { section, subject, measure: 'p50', value: result.latencyP50Ms, unit: 'ms' },
    { section, subject, measure: 'p99', value: result.latencyP99Ms, unit: 'ms' },
    { section, subject, measure: 'errors', value: result.errors, unit: 'count', target: { op: '<=', limit: 0 } },
    { section, subject, measure: 'non-2xx', value: result.non2xx, unit: 'count', target: { op: '<=', limit: 0 } },
  ];
}

function faultFigures(result: FaultRunResult): Figure[] {
  const section = 'Faults (load at 50 connections)';
  return [
    ...result.phases.flatMap((phase, index): Figure[] => {
      const subject = `${index + 1} ${phase.mode}`;
      const count = (predicate: (outcome: string) => boolean) =>
        Object.entries(phase.outcomes).reduce((sum, [outcome, n]) => sum + (predicate(outcome) ? n : 0), 0);
      return [
        { section, subject, measure: 'answered', value: phase.answered, unit: 'count' },
        {
          section,
          subject,
          measure: 'unanswered',
          value: phase.unanswered,
          unit: 'count',
          target: { op: '<=', limit: 0 },
        },
        { section, subject, measure: '200 fresh', value: count((o) => o === '200 fresh'), unit: 'count' },
        { section, subject, measure: '200 stale', value: count((o) => o === '200 stale'), unit: 'count' },
        { section, subject, measure: '5xx', value: count((o) => o.startsWith('5')), unit: 'count' },
        { section, subject, measure: 'p99', value: phase.latencyP99Ms, unit: 'ms' },
        {
          section,
          subject,
          measure: `unseen page (${new URL(phase.coldPage.url).host.split('.')[0]}) status`,
          value: typeof phase.coldPage.status === 'number' ? phase.coldPage.status : null,
          unit: 'count',
        },
        ...(phase.recoverySeconds !== undefined
          ? [
              {
                section,
                subject,
                measure: 'fresh again after',
                value: phase.recoverySeconds,
                unit: 's' as const,
                target: { op: '<=' as const, limit: phase.seconds },
              },
            ]
          : []),
      ];
    }),
    {
      section,
      subject: 'site process',
      measure: 'alive and healthy after',
      value: result.siteAlive ? 1 : 0,
      unit: 'count',
      target: { op: '>=', limit: 1 },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Run

function gitFacts() {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain', '--untracked-files=no') !== '' };
  } catch {
    return { commit: 'unknown', dirty: true };
  }
}

function runRender(urls: string[], apiUrl: string): Promise<RenderResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(benchDir, 'render.ts'), String(settings.renderSeconds), ...urls], {
      cwd: root,
      // The server build reads its configuration when it loads, as the site's server does.
      env: { ...process.env, NODE_ENV: 'production', API_URL: apiUrl, SESSION_SECRET: benchSessionSecret },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as RenderResult[])
        : reject(new Error(`render.ts failed (${code}):\n${err.slice(-3000)}`)),
    );
  });
}

/**
 * Waits until the server answers its health check within 100 ms: after a load run it may still
 * be rendering requests whose connections autocannon closed, which would slow the next run.
 */
async function settle(origin: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const asked = Date.now();
    const answer = await get(`${origin}/healthz`, { timeoutMs: 5000 }).catch(() => null);
    if (answer?.status === 200 && Date.now() - asked < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Written as Prettier would write it, so the committed results pass `npm run lint`. */
async function writeFormatted(file: string, text: string) {
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

async function main() {
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const extraText: string[] = [];
  const extraMarkdown: string[] = [];
  const loadAtStart = loadavg()[0] ?? 0;
  const git = gitFacts();
  const cores = availableParallelism();
  log(
    `commit ${git.commit.slice(0, 10)}${git.dirty ? ' (dirty)' : ''}, ${cores} cores (${cpus()[0]?.model ?? '?'}), load average ${loadAtStart.toFixed(2)}`,
  );
  log(`settings ${JSON.stringify(settings)}`);

  if (settings.build) {
    log('building the site (production, hidden source maps)');
    const build = await buildSite();
    mapsDir = build.mapsDir;
    log(`built in ${build.seconds.toFixed(0)} s`);
  }

  const { api, apiPort } = await startApi();
  const proxy = createFaultProxy(apiPort);
  await proxy.start();
  const apiUrl = `http://127.0.0.1:${proxy.port}`;
  const { site, sitePort } = await startSite(apiUrl);
  log(`API on ${apiPort} (the site reaches it through the fault proxy on ${proxy.port}), site on ${sitePort}`);
  const origin = (code: SiteCode) => `http://${code}.localhost:${sitePort}`;
  const urlOf = (page: Page) => `${origin(page.site)}${page.path}`;

  const pages = [...(await pagesOf('fr', apiPort)), ...(await pagesOf('nl', apiPort))];
  for (const page of pages) await getOk(urlOf(page));
  // The issue's pages: Lighthouse audits home, film, cinema and shows list of fr and nl (the
  // engagement weighing, fr's of them); the load and fault runs take fr's home, film, cinema and
  // light page. Every page is weighed.
  const audited = pages.filter((page) => page.kind !== 'cinema light' && page.kind !== 'news');
  const loaded = pages.filter(
    (page) => page.site === 'fr' && ['home', 'film', 'cinema', 'cinema light'].includes(page.kind),
  );

  if (runs('weight')) {
    log(`first-load weight of ${pages.length} pages`);
    const weights: { page: Page; weight: RouteWeight }[] = [];
    for (const page of pages) {
      const weight = await routeWeight(urlOf(page), { assetsDir: clientAssetsDir, mapsDir, root });
      weights.push({ page, weight });
      figures.push(...weightFigures(page, weight));
    }
    details.weight = weights.map(({ page, weight }) => ({ page: pageName(page), ...weight }));

    // Decision 0021, issue 18: what the page downloads after its first load until it has
    // hydrated, and how soon it hydrates after the first move.
    log('what each page downloads after its first load until hydrated (a browser, a pointer move at load)');
    // fr's audited pages: nl's run the same code (the bench's 15 minutes count).
    const engagedPages = audited.filter((page) => page.site === 'fr');
    const engaged = await engagementWeights(engagedPages.map(urlOf), engagementRuns);
    engaged.forEach((weight, index) => figures.push(...engagementFigures(engagedPages[index]!, weight)));
    details.engagement = engaged;
    for (const site of ['fr', 'nl'] as const) {
      const table = packageTable(
        weights
          .filter(({ page }) => page.site === site)
          .map(({ page, weight }) => ({ name: page.kind, packages: weight.packages })),
      );
      extraText.push(
        `== First-load JavaScript per package, ${site} (gzip KiB, shared out by source map)\n${textTable(table)}`,
      );
      extraMarkdown.push(
        `### First-load JavaScript per package, ${site} (gzip KiB, shared out by source map)\n\n${markdownTable(table)}`,
      );
    }
  }

  if (runs('firsttap')) {
    const scenarios = issueScenarios(
      origin('fr'),
      {
        home: pathOf('fr', 'Movies.Home'),
        film: pathOf('fr', 'Shows.Movie', { slug: 'orbite-10002' }),
        showsList: pathOf('fr', 'Shows.List'),
      },
      frStrings.shell.header.search,
    );
    log(
      `first tap: ${scenarios.length} controls x ${settings.firstTapRuns} fresh loads, mobile (throttled) then desktop`,
    );
    const results = await firstTaps(scenarios, settings.firstTapRuns, (result) =>
      log(
        `  ${result.profile} ${result.scenario}: p75 ${result.p75Ms === null ? '-' : Math.round(result.p75Ms)} ms, ${result.responded}/${result.runs.length} answered`,
      ),
    );
    for (const result of results) figures.push(...firstTapFigures(result));
    details.firstTap = results;
  }

  if (runs('lighthouse')) {
    log(`Lighthouse: ${audited.length} pages x ${settings.lighthouseRuns} runs`);
    const results = await lighthouseMedians(audited.map(urlOf), settings.lighthouseRuns, (result) =>
      log(
        `  ${result.url}: performance ${result.median.performance}, LCP ${Math.round(result.median.LCP)} ms, CPU index ${Math.round(result.median.benchmarkIndex)}`,
      ),
    );
    results.forEach((result, index) => figures.push(...lighthouseFigures(audited[index]!, result)));
    details.lighthouse = results;
  }

  if (runs('load')) {
    const ssr: SsrRun[] = [];
    for (const page of loaded) {
      const target: LoadTarget = { label: pageName(page), url: urlOf(page) };
      log(`SSR load: ${target.label} (warm-up, then 50 and 200 connections x ${settings.ssrSeconds} s)`);
      await loadRun(target, 10, Math.min(3, settings.ssrSeconds));
      for (const connections of page.kind === 'cinema light' ? [50] : [50, 200]) {
        await settle(`http://127.0.0.1:${sitePort}`);
        const cpuBefore = cpuSeconds(site.child.pid);
        const runStarted = Date.now();
        const result = await loadRun(target, connections, settings.ssrSeconds);
        const cpuAfter = cpuSeconds(site.child.pid);
        const used =
          cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / ((Date.now() - runStarted) / 1000) : null;
        ssr.push({ page, result, cores: used });
        figures.push(...ssrFigures({ page, result, cores: used }));
      }
    }

    log(`static copies: the same HTML from a bare node:http server, 50 connections x ${settings.staticSeconds} s`);
    mkdirSync(scratch, { recursive: true });
    const files = await Promise.all(
      loaded.map(async (page, index) => {
        const file = join(scratch, `${index}.html`);
        writeFileSync(file, (await getOk(urlOf(page))).body);
        return file;
      }),
    );
    const staticPort = await freePort();
    const copy: Started = start(
      'static copy',
      [join(benchDir, 'static-copy.ts'), String(staticPort), ...files],
      root,
      {},
    );
    await waitForHealth(`http://127.0.0.1:${staticPort}/healthz`, copy);
    const staticResults: LoadResult[] = [];
    for (const [index, page] of loaded.entries()) {
      const result = await loadRun(
        { label: pageName(page), url: `http://127.0.0.1:${staticPort}/${index}` },
        50,
        settings.staticSeconds,
      );
      staticResults.push(result);
      const ssr50 = ssr.find((run) => run.page === page && run.result.connections === 50)?.result.requestsPerSecond;
      const section = 'Server load: SSR against the limits';
      const subject = pageName(page);
      figures.push(
        { section, subject, measure: 'static copy requests/s @50', value: result.requestsPerSecond, unit: 'req/s' },
        {
          section,
          subject,
          measure: 'SSR / static copy',
          value: ratio(ssr50, result.requestsPerSecond),
          unit: 'ratio',
        },
      );
    }
    await stop(copy);

    log(`bare renderToString of the same trees, ${settings.renderSeconds} s each`);
    const renders = await runRender(loaded.map(urlOf), apiUrl);
    for (const [index, page] of loaded.entries()) {
      const render = renders[index];
      const ssr50 = ssr.find((run) => run.page === page && run.result.connections === 50);
      const section = 'Server load: SSR against the limits';
      const subject = pageName(page);
      figures.push(
        {
          section,
          subject,
          measure: 'renderToString renders/s (1 core)',
          value: render?.rendersPerSecond ?? null,
          unit: 'renders/s',
        },
        { section, subject, measure: 'renderToString p50', value: render?.p50Ms ?? null, unit: 'ms' },
        {
          section,
          subject,
          measure: 'SSR per core / renderToString',
          value: ratio(
            ssr50 && ssr50.cores ? ssr50.result.requestsPerSecond / ssr50.cores : null,
            render?.rendersPerSecond,
          ),
          unit: 'ratio',
        },
      );
    }

    // The calls every visit makes through the site's /api: the shows list (home and shows list,
    // the biggest answer), a film's showtimes of one day (each day a visitor opens on a film
    // page) and the cinemas (the shell's locator on every page).
    const today = new Date().toISOString().slice(0, 10);
    const apiTargets: LoadTarget[] = [
      { label: 'GET /api/shows', url: `http://127.0.0.1:${apiPort}/api/shows?language=fr` },
      {
        label: 'GET /api/show/{slug}/showtimes/{date}',
        url: `http://127.0.0.1:${apiPort}/api/show/orbite-10002/showtimes/${today}?language=fr`,
      },
      { label: 'GET /api/cinemas', url: `http://127.0.0.1:${apiPort}/api/cinemas?language=fr` },
    ].map((target) => ({ ...target, headers: { 'X-Marquee-Site': 'fr' } }));
    const apiResults: LoadResult[] = [];
    for (const target of apiTargets) {
      log(`API load: ${target.label} (50 and 200 connections x ${settings.apiSeconds} s)`);
      for (const connections of [50, 200]) {
        await settle(`http://127.0.0.1:${apiPort}`);
        const result = await loadRun(target, connections, settings.apiSeconds);
        apiResults.push(result);
        figures.push(...apiFigures(result));
      }
    }
    details.load = {
      ssr: ssr.map(({ page, result, cores: used }) => ({ page: pageName(page), cores: used, ...result })),
      static: staticResults,
      render: renders,
      api: apiResults,
    };
  }

  if (runs('faults')) {
    log(`faults: 7 phases x ${settings.faultPhaseSeconds} s at 50 connections`);
    await settle(`http://127.0.0.1:${sitePort}`);
    const warm = loaded.map(urlOf);
    const cold = (['be', 'ch', 'tn', 'sn', 'ci', 'ma'] as const).map((code) => `${origin(code)}/`);
    cold.push(`${origin('be')}${pathOf('be', 'Shows.List')}`);
    const result = await faultRun({
      proxy,
      urls: warm,
      coldUrls: cold,
      connections: 50,
      phaseSeconds: settings.faultPhaseSeconds,
      siteAlive: async () =>
        site.child.exitCode === null &&
        // Liveness, not readiness: /healthz is 503 while the API is away, which is the fault here.
        (await get(`http://127.0.0.1:${sitePort}/livez`).then(
          (r) => r.status === 200,
          () => false,
        )),
    });
    figures.push(...faultFigures(result));
    details.faults = result;
  }

  await stop(site);
  await stop(api);
  await proxy.close();

  const wallSeconds = (Date.now() - started) / 1000;
  const summary = summarize(figures);
  const facts = {
    date: new Date().toISOString(),
    commit: git.commit,
    dirty: git.dirty,
    cores,
    cpu: cpus()[0]?.model ?? null,
    loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0] ?? 0 },
    wallSeconds,
    settings,
  };
  const heading = `Marquee bench, ${facts.date} at ${git.commit.slice(0, 10)}${git.dirty ? ' (dirty tree)' : ''}, ${cores} cores, load average ${facts.loadAverage.atStart.toFixed(1)} -> ${facts.loadAverage.atEnd.toFixed(1)}, ${wallSeconds.toFixed(0)} s`;
  const verdictLine = `${summary.targets} targets: ${summary.passed} met, ${summary.missed} missed (the bench reports; budgets fail npm test, not this)`;

  console.log(`\n${heading}\n\n${toText(figures)}\n\n${extraText.join('\n\n')}\n\n${verdictLine}`);

  mkdirSync(resultsDir, { recursive: true });
  await writeFormatted(join(resultsDir, 'latest.json'), JSON.stringify({ ...facts, summary, figures, details }));
  await writeFormatted(
    join(resultsDir, 'latest.md'),
    `# ${heading}\n\n${verdictLine}\n\n${toMarkdown(figures)}\n\n${extraMarkdown.join('\n\n')}\n`,
  );
  appendFileSync(
    join(benchDir, 'history.jsonl'),
    `${JSON.stringify({ ...facts, summary, figures: Object.fromEntries(figures.map((figure) => [figureKey(figure), figure.value === null ? null : Number(figure.value.toFixed(3))])) })}\n`,
  );
  log(
    `wrote ${join('visual-tests/bench/results', 'latest.json')}, latest.md and a line in visual-tests/bench/history.jsonl`,
  );
}

try {
  await main();
} catch (error) {
  console.error('[bench] the harness failed:', error);
  cleanUp();
  process.exit(1);
}
cleanUp();
