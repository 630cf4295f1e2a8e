/**
 * The physical limit: a bare node:http server that answers a saved copy of a page's HTML,
 * gzipped once up front, with the same status and content type. Nothing is rendered, parsed or
 * compressed per request, so its requests per second are what this machine's Node can serve at
 * all; SSR throughput divided by it is the share the site keeps. Run as a child process (its own
 * core, as the site server has):
 *   node visual-tests/bench/static-copy.ts <port> <file.html>...   (served at /0, /1, ...)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

const [portArgument, ...files] = process.argv.slice(2);
const bodies = files.map((file) => gzipSync(readFileSync(file)));

const server = createServer((request, response) => {
  if (request.url === '/healthz') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const body = bodies[Number(request.url?.slice(1))];
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response
    .writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': body.length,
      'cache-control': 'public, max-age=0, s-maxage=60',
    })
    .end(body);
});
server.listen(Number(portArgument), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
