import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { requestStateContext } from './context.ts';
import { DocumentDataContext } from './documentData.ts';
import { NonceContext } from './nonce.ts';

export const streamTimeout = 5_000;

/**
 * The document's tree: the router inside the request's nonce (every inline and module script
 * carries it) and the document's data (answers and strings the server's render reads, kept out of
 * the HTML: app/documentData.ts). `npm run bench` renders this same tree for its bare baseline.
 */
export function documentTree(routerContext: EntryContext, url: string, loadContext: RouterContextProvider) {
  const { nonce, documentFallback, translations } = loadContext.get(requestStateContext);
  return (
    <NonceContext value={nonce}>
      <DocumentDataContext value={{ answers: documentFallback, translations }}>
        <ServerRouter context={routerContext} url={url} nonce={nonce} />
      </DocumentDataContext>
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
  const { nonce } = loadContext.get(requestStateContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; browsers get the shell first.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(documentTree(routerContext, request.url, loadContext), {
      nonce,
      // The page sits in one Suspense boundary (the part deferred until the visitor engages,
      // docs/decisions/0021): rendered at once, it must stay in place in the document, not be
      // outlined to its end and revealed by a script, as React does with large boundaries.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
