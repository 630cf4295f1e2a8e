import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, splicedGzip, splicedText, splicePage } from './nonceSplice.ts';

const nonceArbitrary = fc.stringMatching(/^[A-Za-z0-9+/]{22}==$/);

describe('a cached page compressed once, a fresh nonce per response (issue 18 SSR throughput)', () => {
  it('gunzips to the page with the new nonce in every place the render put its own', () => {
    const page = `<script nonce="OLDNONCE">a()</script><p>Séance à 20 h — 日本</p><style nonce="OLDNONCE"></style>`;
    const spliced = splicePage(page, 'OLDNONCE');
    const served = gunzipSync(splicedGzip(spliced, 'fresh+nonce/1==')).toString('utf8');
    expect(served).toBe(page.replaceAll('OLDNONCE', 'fresh+nonce/1=='));
    expect(splicedText(spliced, 'fresh+nonce/1==')).toBe(served);
  });

  it('holds for any text, nonce places and nonces (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 300 }), { minLength: 1, maxLength: 6 }),
        nonceArbitrary,
        nonceArbitrary,
        (pieces, old, fresh) => {
          fc.pre(pieces.every((piece) => !piece.includes(old)));
          const page = pieces.join(old);
          const served = gunzipSync(splicedGzip(splicePage(page, old), fresh)).toString('utf8');
          return served === pieces.join(fresh);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('serves a page without a nonce as it is, and an empty page', () => {
    expect(gunzipSync(splicedGzip(splicePage('<p>no script</p>', null), 'x')).toString()).toBe('<p>no script</p>');
    expect(gunzipSync(splicedGzip(splicePage('', 'n'), 'x')).toString()).toBe('');
    expect(gunzipSync(splicedGzip(splicePage('n', 'n'), 'xy')).toString()).toBe('xy');
  });

  it('costs a few hundred bytes more than compressing the whole page at once', () => {
    const page = Array.from(
      { length: 8 },
      (_, index) => `<script nonce="N0NCE">${'<li>séance</li>'.repeat(900 + index)}</script>`,
    ).join('');
    const spliced = splicedGzip(splicePage(page, 'N0NCE'), 'fresh');
    const whole = gzipSync(page.replaceAll('N0NCE', 'fresh'));
    expect(spliced.length - whole.length).toBeLessThan(600);
  });
});

describe('Accept-Encoding (RFC 9110 §12.5.3)', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br, *;q=0', false],
    ['identity', false],
    ['', false],
    ['deflate, *', true],
  ])('%j takes gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('takes no gzip without the header', () => {
    expect(acceptsGzip(null)).toBe(false);
  });
});
