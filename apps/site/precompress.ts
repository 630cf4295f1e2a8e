import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The client build's text files, compressed once at build time at the best ratio, beside the
 * originals: `name.js.br` (brotli, quality 11) and `name.js.gz` (gzip, level 9). The site's server
 * sends the one the browser accepts (`serveStatic`'s `precompressed`), so no request spends CPU
 * compressing a script, and a browser that takes brotli downloads 12-15 % less than gzip at the
 * compression middleware's level (decision 0069). Images and fonts are compressed already.
 */
const compressible = /\.(?:js|css|json|svg)$/;

/** Below this a file travels as it is: the framing outweighs what compression saves (as the middleware). */
export const precompressThreshold = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encodings written beside `source`, smaller than it; none under the threshold. */
export async function precompressed(source: Uint8Array): Promise<{ extension: '.br' | '.gz'; bytes: Buffer }[]> {
  if (source.byteLength < precompressThreshold) return [];
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    { extension: '.br' as const, bytes: br },
    { extension: '.gz' as const, bytes: gz },
  ].filter(({ bytes }) => bytes.byteLength < source.byteLength);
}

/** Vite plugin: precompresses the client build's scripts, styles, translations and pictures in SVG. */
export function precompress(): Plugin {
  return {
    name: 'marquee:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir }, bundle) {
      if (!dir) throw new Error('precompress: the client build has no output directory');
      const files = Object.values(bundle).filter((file) => compressible.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
          for (const { extension, bytes } of await precompressed(source)) {
            await writeFile(join(dir, file.fileName + extension), bytes);
          }
        }),
      );
    },
  };
}
