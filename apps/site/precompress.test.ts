import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress, precompressed, precompressThreshold } from './precompress.ts';
import { createSiteApp } from './server/app.ts';
import { readConfig } from './server/config.ts';

/**
 * Decision 0069: the client build's text files are compressed at build time, and the site's
 * server sends the encoding the browser takes (RFC 9110 §12.5.3), brotli first.
 */

/** A script as the build writes them: repetitive enough that both encodings shrink it. */
const script = Buffer.from(
  Array.from({ length: 400 }, (_, index) => `export const value${index} = "${'marquee'.repeat(index % 7)}";`).join(
    '\n',
  ),
);

describe('precompressed(): the encodings written beside a build file', () => {
  it('writes brotli and gzip, each decoding to the file, brotli the smaller', async () => {
    const encodings = await precompressed(script);
    expect(encodings.map(({ extension }) => extension)).toEqual(['.br', '.gz']);
    const [br, gz] = encodings.map(({ bytes }) => bytes) as [Buffer, Buffer];
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(br.byteLength).toBeLessThan(gz.byteLength);
  });

  it('leaves a file under the threshold as it is (the framing would outweigh the saving)', async () => {
    expect(await precompressed(script.subarray(0, precompressThreshold - 1))).toEqual([]);
  });

  it('writes no encoding that is not smaller than the file', async () => {
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 2654435761) >>> 24));
    for (const { bytes } of await precompressed(noise)) expect(bytes.byteLength).toBeLessThan(noise.byteLength);
  });

  it('applies to the client build only (the server build is never sent)', () => {
    const plugin = precompress();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });
});

describe('the site server sends a build file in the encoding the browser takes', () => {
  const path = '/assets/page-Abc123.js';
  let clientDir = '';
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'marquee-assets-'));
    await mkdir(join(clientDir, 'assets'));
    await writeFile(join(clientDir, path), script);
    for (const { extension, bytes } of await precompressed(script))
      await writeFile(join(clientDir, path + extension), bytes);
    const app = createSiteApp({
      handleRequest: async () => new Response('page'),
      config: readConfig({}),
      clientDir,
      log: () => {},
    });
    // Over a real socket, as in production (the Node adapter's responses are what a browser gets).
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  /** The asset's headers and body bytes as they crossed the network (not decoded). */
  const fetchAsset = async (acceptEncoding: string | null) => {
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(
        {
          host: '127.0.0.1',
          port,
          path,
          headers: { host: 'fr.localhost', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        },
        resolve,
      ).on('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
  };

  it("brotli to a browser that takes it (Chromium's Accept-Encoding), immutable, varying on Accept-Encoding", async () => {
    const { status, headers, body } = await fetchAsset('gzip, deflate, br, zstd');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['vary']).toMatch(/accept-encoding/i);
    expect(headers['content-type']).toMatch(/^text\/javascript/);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(body).equals(script)).toBe(true);
  });

  it('gzip to a client that takes gzip only, or refuses brotli with a zero quality', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip']) {
      const { headers, body } = await fetchAsset(accepted);
      expect(headers['content-encoding'], accepted).toBe('gzip');
      expect(gunzipSync(body).equals(script), accepted).toBe(true);
    }
  });

  it('the file as it is to a client that takes no compression', async () => {
    const { headers, body } = await fetchAsset(null);
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.equals(script)).toBe(true);
  });
});
