/**
 * First tap to visible response on a freshly loaded page (issue 18): in Chromium, each run in a
 * new browser context (empty cache, no cookies), the page loaded with `waitUntil: 'load'`, the
 * control tapped (phone) or clicked (desktop) at once, and the time measured in the page from
 * just before the tap to the first animation frame in which the response is there. By hand,
 * against a running site:
 *   node visual-tests/bench/firsttap.ts [runs] http://fr.localhost:PORT
 *
 * How it is measured. A script added to every document of the context (before the page's own)
 * keeps a `requestAnimationFrame` loop that checks the response's condition once per frame; the
 * bench resolves the control, scrolls it into view if needed and reads its centre, marks the
 * start (`performance.timeOrigin + performance.now()`, in the page, the last thing before the
 * tap is sent) and taps; the end is the same clock in the first frame callback that finds the
 * response. Start, scenario and end live in `sessionStorage`, so a response that comes as a new
 * document (a form sent as plain HTML) is still seen. The figure is end - start: the tap's own
 * trip through the DevTools protocol (a few milliseconds, recorded as `tapEventAfterMs`) counts
 * against the site, and the frame the response is painted in is found to within one frame.
 */
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { consentCookieName, storedConsentValue } from '../consent.ts';
import { get } from './http.ts';
import { medianWithMisses, percentileWithMisses } from './stats.ts';

// ---------------------------------------------------------------------------------------------
// Profiles

/** Lighthouse's mobile throttling (mobileSlow4G, as its devtools method applies it) and CPU slowdown. */
export const lighthouseMobileThrottling = {
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: 4,
} as const;

/** Kilobits per second (of 1,024 bits, as Lighthouse counts them) to the bytes per second DevTools takes, rounded down as Lighthouse does. */
export const kbpsToBytesPerSecond = (kbps: number) => Math.floor((kbps * 1024) / 8);

export interface Profile {
  name: 'mobile' | 'desktop';
  context: BrowserContextOptions;
  /** Taps with a touch screen (phone) or clicks with a mouse (desktop). */
  touch: boolean;
  throttled: boolean;
  /** Issue 18's p75 target. */
  targetMs: number;
  /** A run without a response by then counts as no response. */
  timeoutMs: number;
}

export function profiles(chromeVersion: string): Profile[] {
  return [
    {
      name: 'mobile',
      // Lighthouse's moto g power: 412 x 823 CSS pixels at 1.75, a phone's user agent.
      context: {
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        userAgent: `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chromeVersion} Mobile Safari/537.36`,
      },
      touch: true,
      throttled: true,
      targetMs: 1000,
      timeoutMs: 10_000,
    },
    {
      name: 'desktop',
      context: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
      touch: false,
      throttled: false,
      targetMs: 200,
      timeoutMs: 5000,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Scenarios

/** What counts as the response, checked in the page once per frame. */
export type ResponseCondition =
  /** A dialog is shown and the focus is in a text field inside it. */
  | { kind: 'field in dialog' }
  /** The address has `pathIncludes`, a box of that selector is checked and the page shows `count` of `items`. */
  | { kind: 'filtered'; pathIncludes: string; checkbox: string; items: string; count: number }
  /** The tab of that key is selected and its panel is shown. */
  | { kind: 'tab'; key: string };

export interface Scenario {
  /** `fr home: search button`. */
  name: string;
  url: string;
  /** What shows first, timed beside the response (no target): `dialog shown`. */
  firstSign: string;
  /** What the response is, from the server's pages (read before each run's page load). */
  response(): Promise<ResponseCondition>;
  /** How the page finds the control to tap. */
  control(response: ResponseCondition): ControlQuery;
}

/** Found in the page with plain DOM calls, not Playwright's locators: on a 4x slower CPU those cost hundreds of milliseconds between the load and the tap. */
export type ControlQuery =
  | { kind: 'selector'; selector: string }
  /** A button inside `within` whose label (aria-label, or its text) is `name`. */
  | { kind: 'button named'; within: string; name: string };

const mainOf = (html: string) => {
  const start = html.search(/<main[\s>]/);
  if (start < 0) return '';
  const end = html.indexOf('</main>', start);
  return html.slice(start, end < 0 ? undefined : end);
};

/** Occurrences of `attribute="` inside the document's `<main>`. */
export function countInMain(html: string, attribute: string): number {
  return mainOf(html).split(` ${attribute}="`).length - 1;
}

/** The tags inside `<main>` that carry `attribute="value"` (exactly), in document order. */
export function tagsInMain(html: string, attribute: string, value: string): string[] {
  return [...mainOf(html).matchAll(/<[a-z][^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(` ${attribute}="${value}"`));
}

/** An attribute of one tag's text, or null. */
export const attributeOf = (tag: string | undefined, name: string): string | null =>
  tag === undefined ? null : (new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null);

const serverPage = async (url: string) => {
  const answer = await get(url);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
  return answer.body.toString('utf8');
};

/**
 * The three controls of issue 18: the home's search button (the search pop-in, focus in its
 * field), the film page's first version chip (the filtered address, the chip checked, the
 * showtimes of that version: as many as the server renders for the filtered address, read
 * before each run) and the shows list's second tab (selected, its panel shown).
 */
export function issueScenarios(
  origin: string,
  paths: { home: string; film: string; showsList: string },
  searchLabel: string,
): Scenario[] {
  return [
    {
      name: 'fr home: search button',
      url: `${origin}${paths.home}`,
      firstSign: 'dialog shown',
      response: () => Promise.resolve({ kind: 'field in dialog' }),
      control: () => ({ kind: 'button named', within: 'header', name: searchLabel }),
    },
    {
      name: 'fr film: first version chip',
      url: `${origin}${paths.film}`,
      firstSign: 'address filtered',
      async response() {
        // The form's plain-HTML answer (a redirect to the filtered address) and that page's showtimes.
        const value = attributeOf(
          tagsInMain(await serverPage(`${origin}${paths.film}`), 'name', 'versions')[0],
          'value',
        );
        if (value === null) throw new Error('no version chip on the film page');
        const redirect = await get(`${origin}${paths.film}?versions=${encodeURIComponent(value)}`);
        const location = String(redirect.headers.location ?? '');
        if (!location) throw new Error(`the version filter's form answered ${redirect.status}, no address`);
        const filtered = new URL(location, origin);
        return {
          kind: 'filtered',
          pathIncludes: filtered.pathname.split('/').at(-1) ?? '',
          checkbox: `main input[type="checkbox"][name="versions"][value="${value}"]`,
          items: 'main [data-status]',
          count: countInMain(await serverPage(filtered.href), 'data-status'),
        };
      },
      control: (response) => ({
        kind: 'selector',
        selector: `main label:has(${response.kind === 'filtered' ? response.checkbox.replace(/^main /, '') : 'input'})`,
      }),
    },
    {
      name: 'fr shows list: second tab',
      url: `${origin}${paths.showsList}`,
      firstSign: 'tab selected',
      async response() {
        const key = attributeOf(
          tagsInMain(await serverPage(`${origin}${paths.showsList}`), 'role', 'tab')[1],
          'data-key',
        );
        if (key === null) throw new Error('no second tab (with a data-key) on the shows list');
        return { kind: 'tab', key };
      },
      control: (response) => ({
        kind: 'selector',
        selector: `main [role="tab"][data-key="${response.kind === 'tab' ? response.key : ''}"]`,
      }),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// In the page

const storageKey = 'marquee-bench-first-tap';

interface Watch {
  start: number;
  response: ResponseCondition;
}

interface Mark {
  x: number;
  y: number;
  /** Milliseconds from the end of the load event to the mark. */
  afterLoadMs: number | null;
  hydrated: boolean;
}

/**
 * Added to every document (before its own scripts). `window[key](control, response)` finds the
 * control, brings it into view, marks the start and starts checking the response once per frame;
 * the first frame with the first sign and the first with the whole response are noted in
 * `sessionStorage` (the latter also said on the console, which the bench waits for).
 */
function watcher(key: string) {
  if (window.top !== window) return;
  const now = () => performance.timeOrigin + performance.now();
  const shown = (element: Element | null | undefined): boolean => {
    if (!element || element.getClientRects().length === 0) return false;
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions)
    );
  };
  /** 2: the response; 1: its first sign; 0: nothing yet. */
  const answered = (response: ResponseCondition): 0 | 1 | 2 => {
    if (response.kind === 'field in dialog') {
      const dialog = [...document.querySelectorAll('[role="dialog"]')].find((element) => shown(element));
      if (!dialog) return 0;
      const active = document.activeElement;
      const typing = active?.matches('input:not([type="checkbox"], [type="radio"], [type="hidden"]), textarea');
      return typing && shown(active?.closest('[role="dialog"]')) && shown(active) ? 2 : 1;
    }
    if (response.kind === 'filtered') {
      if (!location.pathname.includes(response.pathIncludes)) return 0;
      const checked = [...document.querySelectorAll<HTMLInputElement>(response.checkbox)].some((box) => box.checked);
      return checked && document.querySelectorAll(response.items).length === response.count ? 2 : 1;
    }
    const tab = document.querySelector(`[role="tab"][data-key="${CSS.escape(response.key)}"]`);
    if (tab?.getAttribute('aria-selected') !== 'true') return 0;
    return shown(document.querySelector(`[role="tabpanel"][aria-labelledby~="${CSS.escape(tab.id)}"]`)) ? 2 : 1;
  };
  const read = (): Watch | null => {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as Watch) : null;
  };
  const poll = () => {
    const watch = read();
    if (!watch || sessionStorage.getItem(`${key}:end`)) return;
    const state = answered(watch.response);
    if (state >= 1 && !sessionStorage.getItem(`${key}:first`)) sessionStorage.setItem(`${key}:first`, String(now()));
    if (state === 2) {
      sessionStorage.setItem(`${key}:end`, String(now()));
      console.debug(`${key}:end`);
    } else requestAnimationFrame(poll);
  };
  // The tap's own input event, to see how long it took to reach the page.
  const onInput = (event: Event) => {
    if (read() && !sessionStorage.getItem(`${key}:input`)) {
      sessionStorage.setItem(`${key}:input`, String(performance.timeOrigin + event.timeStamp));
    }
  };
  for (const type of ['touchstart', 'pointerdown', 'mousedown']) {
    window.addEventListener(type, onInput, { capture: true, passive: true });
  }
  const find = (query: ControlQuery): Element | null => {
    if (query.kind === 'selector') return document.querySelector(query.selector);
    return (
      [...document.querySelectorAll(`${query.within} button, ${query.within} [role="button"]`)].find(
        (button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim() === query.name,
      ) ?? null
    );
  };
  Object.assign(window, {
    [key]: (query: ControlQuery, response: ResponseCondition): Mark | null => {
      const control = find(query);
      if (!control) return null;
      const box = control.getBoundingClientRect();
      if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
        control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      }
      const { left, top, width, height } = control.getBoundingClientRect();
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const start = now();
      sessionStorage.setItem(key, JSON.stringify({ start, response } satisfies Watch));
      requestAnimationFrame(poll);
      return {
        x: left + width / 2,
        y: top + height / 2,
        afterLoadMs: navigation?.loadEventEnd ? start - performance.timeOrigin - navigation.loadEventEnd : null,
        hydrated: document.documentElement.hasAttribute('data-hydrated'),
      };
    },
  });
  // A response that arrives as a new document: keep watching there.
  if (read()) requestAnimationFrame(poll);
}

// ---------------------------------------------------------------------------------------------
// Runs

export interface TapRun {
  /** Milliseconds from just before the tap to the response visible; null: none within the profile's timeout. */
  ms: number | null;
  /** Milliseconds from just before the tap to the first sign of the response. */
  firstSignMs: number | null;
  /** Milliseconds from the mark to the tap's first input event in the page (the protocol's trip). */
  tapEventAfterMs: number | null;
  /** Milliseconds from the end of the load event to the mark (finding the control). */
  afterLoadMs: number | null;
  /** Whether the page had hydrated already when tapped. */
  hydratedBefore: boolean | null;
  error?: string;
}

export interface FirstTapResult {
  scenario: string;
  url: string;
  profile: Profile['name'];
  targetMs: number;
  firstSign: string;
  runs: TapRun[];
  p75Ms: number | null;
  medianMs: number | null;
  firstSignMedianMs: number | null;
  responded: number;
}

/** p75 (nearest rank: of 5 runs, the 4th fastest) and median of the runs; a run with no response counts as slower than any. */
export function tapFigures(samples: readonly (number | null)[]): {
  p75: number | null;
  median: number | null;
  responded: number;
} {
  return {
    p75: percentileWithMisses(samples, 75),
    median: medianWithMisses(samples),
    responded: samples.filter((sample) => sample !== null).length,
  };
}

const noRun = (error: string): TapRun => ({
  ms: null,
  firstSignMs: null,
  tapEventAfterMs: null,
  afterLoadMs: null,
  hydratedBefore: null,
  error,
});

async function tapOnce(browser: Browser, scenario: Scenario, profile: Profile): Promise<TapRun> {
  const context = await browser.newContext(profile.context);
  try {
    // A visitor who has answered the consent banner (decision 0053): on a first visit it covers the
    // foot of a phone's screen from the first paint, and the tap measured is the page's control's.
    await context.addCookies([
      { name: consentCookieName, value: storedConsentValue(['necessary']), url: scenario.url },
    ]);
    await context.addInitScript(watcher, storageKey);
    const page = await context.newPage();
    if (profile.throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: lighthouseMobileThrottling.requestLatencyMs,
        downloadThroughput: kbpsToBytesPerSecond(lighthouseMobileThrottling.downloadThroughputKbps),
        uploadThroughput: kbpsToBytesPerSecond(lighthouseMobileThrottling.uploadThroughputKbps),
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: lighthouseMobileThrottling.cpuSlowdownMultiplier });
    }
    const response = await scenario.response();
    await page.goto(scenario.url, { waitUntil: 'load', timeout: 60_000 });
    const ended = page
      .waitForEvent('console', {
        predicate: (message) => message.text() === `${storageKey}:end`,
        timeout: profile.timeoutMs,
      })
      .then(
        () => true,
        () => false,
      );
    const mark = await page.evaluate(
      ([key, query, condition]) =>
        (window as unknown as Record<string, (query: ControlQuery, condition: ResponseCondition) => Mark | null>)[key]!(
          query,
          condition,
        ),
      [storageKey, scenario.control(response), response] as const,
    );
    if (!mark) return noRun('control not found');
    if (profile.touch) await page.touchscreen.tap(mark.x, mark.y);
    else await page.mouse.click(mark.x, mark.y);
    const answered = await ended;
    const times = await page.evaluate(
      (key) => ({
        start: Number((JSON.parse(sessionStorage.getItem(key) ?? '{}') as { start?: number }).start),
        input: Number(sessionStorage.getItem(`${key}:input`) ?? Number.NaN),
        first: Number(sessionStorage.getItem(`${key}:first`) ?? Number.NaN),
        end: Number(sessionStorage.getItem(`${key}:end`) ?? Number.NaN),
      }),
      storageKey,
    );
    const since = (time: number) => (Number.isFinite(time) ? time - times.start : null);
    return {
      ms: answered ? since(times.end) : null,
      firstSignMs: since(times.first),
      tapEventAfterMs: since(times.input),
      afterLoadMs: mark.afterLoadMs,
      hydratedBefore: mark.hydrated,
    };
  } catch (error) {
    return noRun(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
  } finally {
    await context.close();
  }
}

/**
 * Each scenario `runs` times in each profile, mobile first. After two runs without a response in
 * a profile, the scenario's remaining runs there are skipped (counted as no response): its p75 is
 * no figure already, and each would cost the whole timeout.
 */
export async function firstTaps(
  scenarios: readonly Scenario[],
  runs: number,
  onResult: (result: FirstTapResult) => void = () => {},
): Promise<FirstTapResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: FirstTapResult[] = [];
  try {
    for (const profile of profiles(browser.version())) {
      for (const scenario of scenarios) {
        const done: TapRun[] = [];
        for (let run = 0; run < runs; run += 1) {
          const unanswered = done.filter((tap) => tap.ms === null).length;
          done.push(unanswered >= 2 ? noRun('skipped') : await tapOnce(browser, scenario, profile));
        }
        const figures = tapFigures(done.map((tap) => tap.ms));
        const result: FirstTapResult = {
          scenario: scenario.name,
          url: scenario.url,
          profile: profile.name,
          targetMs: profile.targetMs,
          firstSign: scenario.firstSign,
          runs: done,
          p75Ms: figures.p75,
          medianMs: figures.median,
          firstSignMedianMs: tapFigures(done.map((tap) => tap.firstSignMs)).median,
          responded: figures.responded,
        };
        results.push(result);
        onResult(result);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

// By hand against a running site: node visual-tests/bench/firsttap.ts [runs] http://fr.localhost:PORT
if (import.meta.main) {
  const [runsArgument, origin = ''] = process.argv.slice(2);
  const { routePath } = await import('@marquee/data');
  const fr = (await import('../../pages/src/i18n/locales/fr.json', { with: { type: 'json' } })).default;
  const path = (kind: 'Movies.Home' | 'Shows.Movie' | 'Shows.List', params: Record<string, string> = {}) =>
    routePath('fr', { kind, language: 'fr', params }) ?? '/';
  const scenarios = issueScenarios(
    origin,
    { home: path('Movies.Home'), film: path('Shows.Movie', { slug: 'orbite-10002' }), showsList: path('Shows.List') },
    fr.shell.header.search,
  );
  const ms = (value: number | null) => (value === null ? '-' : `${value.toFixed(0)} ms`);
  await firstTaps(scenarios, Number(runsArgument) || 5, (result) =>
    console.log(
      `${result.profile} ${result.scenario}: p75 ${ms(result.p75Ms)}, median ${ms(result.medianMs)} (${result.responded}/${result.runs.length} answered), ${result.firstSign} median ${ms(result.firstSignMedianMs)}\n  ${JSON.stringify(result.runs)}`,
    ),
  );
}
