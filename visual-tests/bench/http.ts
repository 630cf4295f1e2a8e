import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as decoded text. */
  body: Buffer;
  /** Bytes on the wire: the body as the server sent it (gzipped when it chose to). */
  wireBytes: number;
  /** The response head as HTTP/1.1 sends it (status line and headers). */
  headerBytes: number;
}

/**
 * GET over loopback naming the host: Node does not resolve `{site}.localhost`, so the request
 * goes to 127.0.0.1 with the site's name in the Host header. Asks for gzip as a browser does.
 */
export function get(address: string, { timeoutMs = 30_000 } = {}): Promise<Fetched> {
  const url = new URL(address);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, 'accept-encoding': 'gzip' },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const gzipped = response.headers['content-encoding'] === 'gzip';
          const head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n${response.rawHeaders
            .reduce<string[]>(
              (lines, value, index, all) => (index % 2 ? lines : [...lines, `${value}: ${all[index + 1]}`]),
              [],
            )
            .join('\r\n')}\r\n\r\n`;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: gzipped ? gunzipSync(wire) : wire,
            wireBytes: wire.length,
            headerBytes: Buffer.byteLength(head),
          });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${address}: no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export async function getOk(address: string): Promise<Fetched> {
  const answer = await get(address);
  if (answer.status !== 200) throw new Error(`${address}: ${answer.status}`);
  return answer;
}
