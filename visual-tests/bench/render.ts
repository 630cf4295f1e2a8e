/**
 * A bare renderToString of the tree the site renders, in-process, without HTTP: the built server
 * bundle's request handler runs once per page with its entry swapped for one that keeps React
 * Router's context and the request's load context (loaders done, the document's data ready); then
 * `renderToString` renders the entry's own `documentTree` for them again and again. Renders per second here over requests per second
 * through the site's server is what Hono, React Router's request handling, the loaders' data
 * layer, streaming and gzip add on top of React itself. Run as a child process with
 * NODE_ENV=production and API_URL set (React picks its build at load time):
 *   node visual-tests/bench/render.ts <seconds> <url>...   prints JSON, one result per url
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { percentile } from './stats.ts';
import { siteDir } from './stack.ts';

/** What this script uses of React Router (the site's dependency, not resolvable from here for types). */
interface EntryContext {
  serverHandoffStream?: ReadableStream<Uint8Array>;
}
interface ServerBuild {
  entry: {
    module: {
      default: (...args: never[]) => unknown;
      documentTree: (context: EntryContext, url: string, loadContext: unknown) => React.ReactElement;
    };
  };
}
interface ReactRouter {
  createRequestHandler(build: ServerBuild, mode: string): (request: Request) => Promise<Response>;
}

// The site's own copies, so the bundle and this script share one React Router and one React.
const siteRequire = createRequire(join(siteDir, 'package.json'));
const load = (specifier: string) => import(pathToFileURL(siteRequire.resolve(specifier)).href);
const { createRequestHandler } = (await load('react-router')) as ReactRouter;
const { renderToPipeableStream, renderToString } = (await load('react-dom/server')) as typeof ReactDomServer;
const build = (await import(pathToFileURL(join(siteDir, 'build/server/index.js')).href)) as ServerBuild;
const { documentTree } = build.entry.module;

let captured: { context: EntryContext; loadContext: unknown } | null = null;
const capturing: ServerBuild = {
  ...build,
  entry: {
    ...build.entry,
    module: {
      ...build.entry.module,
      // The entry's arguments: request, status, headers, React Router's context, load context.
      default: (_request: Request, _status: number, _headers: Headers, context: EntryContext, loadContext: unknown) => {
        captured = { context, loadContext };
        return new Response('');
      },
    },
  },
};
const handle = createRequestHandler(capturing, 'production');

export interface RenderResult {
  url: string;
  renders: number;
  rendersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  htmlBytes: number;
}

/**
 * React Router writes the loader data into the page from a stream, behind Suspense, and keeps
 * what it read in `context.renderMeta.streamCache`. One streaming render to the end fills that
 * cache; renderToString then finds every piece there and renders the whole page at once, data
 * scripts included, as the site's streaming render does.
 */
function fillStreamCache(tree: React.ReactElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(new Writable({ write: (_chunk, _encoding, done) => done(), final: (done) => (done(), resolve()) }));
      },
      onShellError: reject,
    });
  });
}

const [secondsArgument, ...urls] = process.argv.slice(2);
const seconds = Number(secondsArgument) || 5;
const results: RenderResult[] = [];
for (const url of urls) {
  captured = null;
  const response = await handle(new Request(url, { headers: { 'accept-encoding': 'gzip' } }));
  const request = captured as { context: EntryContext; loadContext: unknown } | null;
  if (!request) throw new Error(`${url}: the handler rendered nothing (${response.status})`);
  const { context, loadContext } = request;
  await fillStreamCache(documentTree(context, url, loadContext));
  // Every render asks the context for a reader of the loader data stream; the cache answers, so a
  // fresh, never-read stream stands in for the one the first render used up.
  const render = () =>
    renderToString(documentTree({ ...context, serverHandoffStream: new ReadableStream() }, url, loadContext));
  let html = '';
  for (let warm = 0; warm < 30; warm += 1) html = render();
  const durations: number[] = [];
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const before = performance.now();
    render();
    durations.push(performance.now() - before);
  }
  const elapsed = (performance.now() - started) / 1000;
  results.push({
    url,
    renders: durations.length,
    rendersPerSecond: durations.length / elapsed,
    p50Ms: percentile(durations, 50),
    p99Ms: percentile(durations, 99),
    htmlBytes: Buffer.byteLength(html),
  });
}
console.log(JSON.stringify(results));
