import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { resourcesFor } from '@marquee/pages/i18n';
import { translationUrls } from '@marquee/pages/i18n/urls';
import { siteLogger } from '../server/logging.ts';
import { readClientManifest, rewriteModulePreloads } from '../server/modulePreloads.ts';
import { requestContext } from './context.ts';
import { NonceContext } from './nonce.ts';
import { ServerStringsContext } from './strings.ts';

export const streamTimeout = 5_000;

/**
 * The client build's manifest: the server's build (`build/server/index.js`) sits beside the
 * client's (`build/client`). None under the development server.
 */
const clientManifest = readClientManifest(new URL('../client/.vite/manifest.json', import.meta.url));

/**
 * A loader's or an action's error, in the JSON log with the request's id (server/logging.ts)
 * rather than React Router's default console line. An aborted request (the visitor left) is no error.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (!request.signal.aborted) siteLogger().error({ err: error }, 'loader failed');
}

/**
 * The document's tree: the router inside the request's nonce (every inline and module script
 * carries it) and the page's strings (the browser fetches them as an asset: app/strings.ts).
 * `npm run bench` renders this same tree for its bare baseline.
 */
export function documentTree(routerContext: EntryContext, url: string, loadContext: RouterContextProvider) {
  const { nonce, language } = loadContext.get(requestContext);
  return (
    <NonceContext value={nonce}>
      <ServerStringsContext value={resourcesFor(language)}>
        <ServerRouter context={routerContext} url={url} nonce={nonce} />
      </ServerStringsContext>
    </NonceContext>
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, language } = loadContext.get(requestContext);
  const early = { manifest: clientManifest, fetches: [translationUrls[language]], nonce };
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; browsers get the shell first.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(documentTree(routerContext, request.url, loadContext), {
      nonce,
      // The page sits in one Suspense boundary (the part whose code loads when the page starts
      // hydrating, docs/decisions/0028): rendered at once, it must stay in place in the document,
      // not be outlined to its end and revealed by a script, as React does with large boundaries.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        // An error page is never kept by a cache, whatever the routes' headers said before it failed.
        if (status >= 500) responseHeaders.set('Cache-Control', 'no-store');
        resolve(
          new Response(createReadableStreamFromReadable(body.pipe(rewriteModulePreloads(early))), {
            headers: responseHeaders,
            status,
          }),
        );
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) siteLogger().error({ err: error }, 'render failed');
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
