import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { dropModulePreloads, withoutModulePreloads } from './modulePreloads.ts';

const head =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework-b.js" nonce="n"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/style-c.css"/>' +
  '<link rel="preload" href="/assets/font.woff2" as="font"/></head>';
const body =
  '<body><a href="x">x</a><link rel="modulepreload" href="/in-body.js"/><script type="module">import "/a.js"</script></body></html>';

describe('decision 0028: the framework code is not asked for ahead of the first paint', () => {
  it('drops the head’s modulepreload links and keeps its stylesheet and other links', () => {
    const out = withoutModulePreloads(head);
    expect(out).not.toContain('modulepreload');
    expect(out).toContain('rel="stylesheet"');
    expect(out).toContain('rel="preload"');
  });

  it('rewrites the head however the stream cuts it, and passes the body as it is', async () => {
    const titled = head.replace('<meta', '<title>Orbite au cinéma</title><meta');
    const html = Buffer.from(titled + body);
    for (const size of [1, 7, 64, html.length]) {
      const chunks = Array.from({ length: Math.ceil(html.length / size) }, (_, i) =>
        html.subarray(i * size, (i + 1) * size),
      );
      const out = await text(Readable.from(chunks).pipe(dropModulePreloads()));
      expect(out).toBe(withoutModulePreloads(titled) + body);
    }
  });
});
