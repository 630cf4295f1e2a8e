/**
 * `npm run record:stories`: records what Storybook needs from the demo API, so the stories render
 * real answers offline (docs/decisions/0027-stories-in-the-shell.md):
 *
 * - the shell's answers (`settings`, `alerts`, `cinemas`, `cities`, `footer`, `masterTemplatePages`, `footerFaq`) for
 *   every site and language it offers, in `pages/src/fixtures/shell/{site}.{language}.json`;
 * - for the fr, nl and ch sites, in their default language, what each page kind's loader fetches for one
 *   representative address, in `pages/src/fixtures/sites/{site}/{kind}.json` (./sitePageRecordings.ts,
 *   decision 0067): the page definitions' own `calls` and `followUpCalls`, loaded through Vite (they
 *   come with their components and styles);
 * - every generated image a story or a fixture names (`/api/media/...`), in
 *   `.storybook/static/api/media/...`, which Storybook serves at the same address. A static file
 *   has one body whatever the query, so an image named in several languages (`?language=nl`) is
 *   also kept as `{size}.{language}.svg`, which `.storybook/middleware.js` and
 *   `visual-tests/serve-static.ts` serve for `{size}.svg?language={language}` (issue 20: nl stories
 *   showed the French poster titles, the one file recorded for every language).
 *
 * `npm run record:stories -- --media` records the images only (after a change of the art).
 *
 * The demo data is generated for the stories' instant (`storyNow`), in an in-memory database, and
 * the app answers in-process: no server, no port. Run it again when the demo data or the media
 * drawing changes, then accept the visual baselines (`npm run test:visual:accept`).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCalls, callKey, sameOriginMedia, siteCodes, sites, siteHeader, type ApiCallId } from '@marquee/data';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { createServer } from 'vite';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { seedIfEmpty } from '../db/seed.ts';
import {
  recordedSites,
  recordSitePages,
  type RecordedDefinition,
  type SitePageRecording,
} from './sitePageRecordings.ts';

/** The pages' stories render for this instant (pages/src/storybook/clock.ts). */
const storyNow = new Date('2026-11-22T07:00:00.000Z');
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const shellFolder = join(root, 'pages/src/fixtures/shell');
const sitesFolder = join(root, 'pages/src/fixtures/sites');
const mediaFolder = join(root, '.storybook/static');
/**
 * The shell's GETs (pages/src/shell/shellCalls.ts), the locator's zone aside (stories have no
 * position) and the header push (page stories show none; the shell's own stories do, decision 0052).
 */
const shellCallIds = [
  'settings',
  'alerts',
  'cinemas',
  'cities',
  'footer',
  'masterTemplatePages',
  'footerFaq',
] as const satisfies ApiCallId[];
/** Enough cinemas for a list and a footer column; fewer keep the recordings readable. */
const cinemasKept = 8;
/** Where stories and their fixtures name images. */
const mediaSources = ['pages/src', 'design-system/src'];

const database = await openDatabase({});
await seedIfEmpty(database.db, { now: storyNow });
const app = createApp(database.db, { now: () => storyNow });

async function answer(path: string, site: string): Promise<Response> {
  return app.fetch(new Request(`http://api.local${path}`, { headers: { [siteHeader]: site } }));
}

async function recordShell(): Promise<number> {
  await mkdir(shellFolder, { recursive: true });
  let files = 0;
  for (const site of siteCodes) {
    for (const language of sites[site].languages) {
      const answers: Record<string, unknown> = {};
      for (const id of shellCallIds) {
        const response = await answer(callKey(apiCalls[id], {}, language), site);
        if (!response.ok) throw new Error(`${site} ${language} ${id}: HTTP ${response.status}`);
        // As the site's data client reads it: the API's absolute media URLs become paths (data/src/client.ts).
        const body = sameOriginMedia(await response.json());
        answers[id] = id === 'cinemas' && Array.isArray(body) ? body.slice(0, cinemasKept) : body;
      }
      await writeFile(join(shellFolder, `${site}.${language}.json`), `${JSON.stringify(answers, null, 2)}\n`);
      files += 1;
    }
  }
  return files;
}

/** The page definitions by kind, as the site mounts them (pages/src/index.ts), through Vite: they import their components. */
async function pageDefinitions(): Promise<Record<string, RecordedDefinition>> {
  const vite = await createServer({
    configFile: false,
    root,
    plugins: [vanillaExtractPlugin()],
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const pages = (await vite.ssrLoadModule('/pages/src/index.ts')) as Record<
      string,
      Record<string, RecordedDefinition>
    >;
    return { ...pages.filmsPages, ...pages.cinemasPages, ...pages.contentPages, ...pages.membersPages };
  } finally {
    await vite.close();
  }
}

/** The recording as JSON, one answer a line: readable in a diff, a fraction of the size of indented JSON. */
function recordingText({ answers, failed, ...address }: SitePageRecording): string {
  const lines = Object.entries(answers).map(([key, body]) => `    ${JSON.stringify(key)}: ${JSON.stringify(body)}`);
  const head = JSON.stringify(address).slice(1, -1);
  return `{${head},\n  "answers": {\n${lines.join(',\n')}\n  },\n  "failed": ${JSON.stringify(failed)}\n}\n`;
}

async function recordPages(): Promise<number> {
  const definitions = await pageDefinitions();
  await rm(sitesFolder, { recursive: true, force: true });
  let files = 0;
  for (const site of recordedSites) {
    const fetch = async (path: string) => {
      const response = await answer(path, site);
      // As the site's data client reads it: the API's absolute media URLs become paths (data/src/client.ts).
      return {
        ok: response.ok,
        status: response.status,
        body: response.ok ? sameOriginMedia(await response.json()) : null,
      };
    };
    const { recordings, skipped } = await recordSitePages(site, definitions, apiCalls, fetch, storyNow.toISOString());
    await mkdir(join(sitesFolder, site), { recursive: true });
    for (const recording of recordings) {
      await writeFile(join(sitesFolder, site, `${recording.kind}.json`), recordingText(recording));
      files += 1;
      const failed = Object.entries(recording.failed);
      if (failed.length > 0)
        console.log(
          `[record] ${site} ${recording.kind}: ${failed.map(([key, status]) => `${key} HTTP ${status}`).join(', ')}`,
        );
    }
    for (const [kind, reason] of Object.entries(skipped))
      console.log(`[record] ${site} ${kind}: not recorded (${reason})`);
  }
  return files;
}

async function* sourceFiles(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(json|tsx?)$/.test(entry.name)) yield path;
  }
}

/** Every `/api/media/{kind}/{key}/{size}.{svg,jpg}` address named, with every `?language` it comes with (first first). */
async function mediaAddresses(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const source of mediaSources) {
    for await (const file of sourceFiles(join(root, source))) {
      const text = await readFile(file, 'utf8');
      for (const [address, path] of text.matchAll(
        // Pictures, and the trailer clips (decision 0065) the fixtures name.
        /(\/api\/media\/(?:[a-z]+\/[A-Za-z0-9_.-]+\/(?:lg|md|sm)\.(?:svg|jpg)|trailer\/[a-z-]+\.webm))[^"'\s)`]*/g,
      )) {
        if (!path) continue;
        const addresses = found.get(path) ?? [];
        if (!addresses.includes(address)) addresses.push(address);
        found.set(path, addresses);
      }
    }
  }
  return found;
}

const languageOf = (address: string) => /[?&]language=([a-z]{2})\b/.exec(address)?.[1] ?? null;

async function recordMedia(): Promise<{ written: number; missing: string[] }> {
  await rm(join(mediaFolder, 'api/media'), { recursive: true, force: true });
  const missing: string[] = [];
  let written = 0;
  for (const [path, addresses] of await mediaAddresses()) {
    // The first address names the plain file; another language is kept beside it as `{size}.{language}.{svg,jpg}`.
    const first = languageOf(addresses[0] ?? '');
    for (const [index, address] of addresses.entries()) {
      const language = languageOf(address);
      if (index > 0 && (!language || language === first)) continue;
      const response = await answer(address, 'fr');
      if (!response.ok) {
        missing.push(`${address} (HTTP ${response.status})`);
        continue;
      }
      const file = join(mediaFolder, index === 0 ? path : path.replace(/\.(svg|jpg)$/, `.${language}.$1`));
      await mkdir(dirname(file), { recursive: true });
      // A picture is recorded as JPEG (asked without `Accept`), which the static server types by its `.jpg`.
      await writeFile(file, Buffer.from(await response.arrayBuffer()));
      written += 1;
    }
  }
  return { written, missing };
}

try {
  if (!process.argv.includes('--media')) {
    const shellFiles = await recordShell();
    console.log(`[record] shell answers: ${shellFiles} site and language files in ${shellFolder}`);
    const pageFiles = await recordPages();
    console.log(`[record] page answers: ${pageFiles} site and page kind files in ${sitesFolder}`);
  }
  const media = await recordMedia();
  console.log(`[record] images: ${media.written} in ${join(mediaFolder, 'api/media')}`);
  if (media.missing.length > 0) {
    console.error(`[record] the demo API has no image for:\n  ${media.missing.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
