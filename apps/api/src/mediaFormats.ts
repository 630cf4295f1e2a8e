import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp, { type Sharp } from 'sharp';

/**
 * The demo images as a browser or a link preview wants them (issue 20 "responsive images"; decision
 * 0064): the drawing stays one SVG, and `…/{size}.jpg` serves it rasterised by sharp (libvips) in
 * the best format the request's `Accept` names — AVIF, else WebP, else JPEG — with `Vary: Accept`,
 * as image CDNs do. One address per picture and size, so the contract's `{md, lg}` sets, the
 * design system's `srcSet` and a page's `og:image` need nothing else; a crawler that accepts any
 * image gets JPEG.
 */
export type RasterFormat = 'avif' | 'webp' | 'jpeg';

export const rasterTypes: Record<RasterFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The `Accept` header's media ranges with their quality (RFC 9110 §12.5.1); a range at q=0 is refused. */
function acceptedTypes(accept: string): Map<string, number> {
  const types = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!range) continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const q = quality ? Number(quality.slice(2)) : 1;
    types.set(range, Number.isFinite(q) ? q : 1);
  }
  return types;
}

/**
 * WebP when the request names it, else AVIF when it names it, else JPEG (what `image/*` and `*\/*`
 * and no header at all get: every client decodes it). Browsers name the newer formats they decode
 * (Chromium, Firefox and Safari send `image/avif,image/webp,…` for images). WebP before AVIF: for
 * this flat art AVIF saved a fifth of the bytes (4.9 against 6.0 KiB for a 300 × 450 poster) for
 * three times the encoding (51 against 16 ms), and the encoding is what a page waits for when its
 * pictures are new (decision 0064).
 */
export function negotiateRaster(accept: string | undefined): RasterFormat {
  const types = acceptedTypes(accept ?? '');
  const named = (type: string) => (types.get(type) ?? 0) > 0;
  if (named(rasterTypes.webp)) return 'webp';
  if (named(rasterTypes.avif)) return 'avif';
  return 'jpeg';
}

export interface Rasteriser {
  /** The SVG drawn at `width` × `height` in `format`; the same drawing gives the same bytes, encoded once. */
  render(svg: string, size: { width: number; height: number }, format: RasterFormat): Promise<Buffer>;
}

/**
 * Encoders tuned for generated art on a small server: AVIF at effort 2 (a 600 × 900 poster in about
 * 90 ms on one core here; effort 4 took 460 ms for 12 % fewer bytes), WebP and JPEG (mozjpeg) at
 * qualities where flat colour and type show no artefacts.
 */
function encode(image: Sharp, format: RasterFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 78 });
  return image.jpeg({ quality: 82, mozjpeg: true });
}

// One libvips thread per image (sharp's setting is the process's, so it is set here, once): the
// rasteriser's queue decides how many images are encoded at once.
sharp.concurrency(1);

/** Runs at most `limit` jobs at once, the others waiting their turn in order. */
export function queue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((turn) => waiting.push(turn));
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Keeps the encoded images in memory, the least recently used dropped beyond `maxBytes`, and
 * shares one encoding among the requests that ask for the same image at once: encoding is the only
 * costly step, and the demo's pictures are a few hundred.
 *
 * Encoding never takes every core: one libvips thread per image and at most `encoders` images at
 * once (a core less than the machine has, at least one). A page of posters asks for a score of
 * them together; with sharp's defaults (four images, a thread per core each) that held both cores
 * of a small server for seconds, and the API's JSON answers waited behind it (the e2e site saw no
 * answer within 9 s in stop 32's rehearsal).
 */
export function createRasteriser({
  maxBytes = 48 * 1024 * 1024,
  encoders = Math.max(1, availableParallelism() - 1),
}: { maxBytes?: number; encoders?: number } = {}): Rasteriser {
  const kept = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  const inTurn = queue(encoders);
  let keptBytes = 0;

  const keep = (id: string, bytes: Buffer) => {
    kept.set(id, bytes);
    keptBytes += bytes.length;
    for (const [oldest, value] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(oldest);
      keptBytes -= value.length;
    }
  };

  return {
    async render(svg, { width, height }, format) {
      const id = `${createHash('sha256').update(svg).digest('base64url')} ${width}x${height} ${format}`;
      const hit = kept.get(id);
      if (hit) {
        // Most recently used: to the end of the map's order.
        kept.delete(id);
        kept.set(id, hit);
        return hit;
      }
      const running = pending.get(id);
      if (running) return running;
      const job = inTurn(() =>
        encode(sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' }), format).toBuffer(),
      )
        .then((bytes) => {
          keep(id, bytes);
          return bytes;
        })
        .finally(() => pending.delete(id));
      pending.set(id, job);
      return job;
    },
  };
}
