/**
 * A client navigation's data request (React Router's `/path.data`), as opposed to a document: the
 * server marks it on the way in (the router strips the suffix before loaders see the request), and
 * any fetch by the page's own code says `Sec-Fetch-Dest: empty`. Documents leave their answers out
 * of the HTML (app/documentData.ts, docs/decisions/0021); data requests carry them.
 */
export const dataRequestHeader = 'x-marquee-data-request';

export function markDataRequest(request: Request): Request {
  const isData = new URL(request.url).pathname.endsWith('.data');
  if (!isData && !request.headers.has(dataRequestHeader)) return request;
  const headers = new Headers(request.headers);
  if (isData) headers.set(dataRequestHeader, '1');
  else headers.delete(dataRequestHeader);
  return new Request(request, { headers });
}

export function isDataRequest(request: Request): boolean {
  return request.headers.has(dataRequestHeader) || request.headers.get('sec-fetch-dest') === 'empty';
}
