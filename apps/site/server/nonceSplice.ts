import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A cached page compressed once, served with a fresh nonce in each response (issue 18, SSR
 * throughput; docs/decisions/0022-page-micro-cache.md). Compressing a 170 KB film page costs a few
 * milliseconds of CPU, more than everything else a cache hit does; so the page is cut at its
 * nonce, each piece is deflated once (ended by a sync flush, so the pieces are whole blocks on
 * byte boundaries that refer to nothing before them), and each response only deflates its nonce
 * and writes the gzip header and trailer (RFC 1952: CRC-32 and length of the whole text).
 */
export interface SplicedPage {
  /** The page's text between its nonces, as UTF-8. */
  readonly pieces: readonly Buffer[];
  /** Each piece as raw deflate blocks, sync-flushed. */
  readonly deflated: readonly Buffer[];
}

const syncFlushed = { finishFlush: constants.Z_SYNC_FLUSH } as const;

/** An empty last block: what ends the deflate stream. */
const lastBlock = deflateRawSync(Buffer.alloc(0));

/** gzip's member header: deflate, no name, no time, unknown system (RFC 1952 §2.3). */
const gzipHeader = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

/** Cuts `text` at every occurrence of `nonce` (none when null) and deflates the pieces. */
export function splicePage(text: string, nonce: string | null): SplicedPage {
  const pieces = (nonce ? text.split(nonce) : [text]).map((piece) => Buffer.from(piece, 'utf8'));
  return { pieces, deflated: pieces.map((piece) => deflateRawSync(piece, syncFlushed)) };
}

/** The page's text with `nonce` where the render's nonce was. */
export function splicedText(page: SplicedPage, nonce: string): string {
  return page.pieces.map((piece) => piece.toString('utf8')).join(nonce);
}

/** The page gzip-compressed with `nonce` where the render's nonce was: one gzip member. */
export function splicedGzip(page: SplicedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const nonceDeflated = deflateRawSync(nonceBytes, syncFlushed);
  const parts: Buffer[] = [gzipHeader];
  let crc = 0;
  let length = 0;
  page.pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(nonceDeflated);
      crc = crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    parts.push(page.deflated[index] as Buffer);
    crc = crc32(piece, crc);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(lastBlock, trailer);
  return Buffer.concat(parts);
}

/** Whether the request's `Accept-Encoding` takes gzip (RFC 9110 §12.5.3: a zero quality refuses it). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  let star: boolean | null = null;
  for (const entry of acceptEncoding.split(',')) {
    const [coding = '', ...params] = entry.trim().toLowerCase().split(';');
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const accepted = quality === undefined || Number(quality) > 0;
    if (coding.trim() === 'gzip' || coding.trim() === 'x-gzip') return accepted;
    if (coding.trim() === '*') star = accepted;
  }
  return star ?? false;
}
