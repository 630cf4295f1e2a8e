import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createRasteriser, negotiateRaster, queue } from './mediaFormats.ts';

describe('issue 20 responsive images: the raster format a request accepts (decision 0064)', () => {
  it('WebP where named, else AVIF, else JPEG; a type refused at q=0 is not chosen', () => {
    expect(negotiateRaster('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('webp');
    expect(negotiateRaster('image/webp,image/apng,image/*,*/*;q=0.8')).toBe('webp');
    expect(negotiateRaster('image/avif, image/webp;q=0')).toBe('avif');
    expect(negotiateRaster('IMAGE/AVIF')).toBe('avif');
    expect(negotiateRaster('image/png,image/*;q=0.8,*/*;q=0.5')).toBe('jpeg');
    expect(negotiateRaster('')).toBe('jpeg');
    expect(negotiateRaster(undefined)).toBe('jpeg');
  });

  it('encodes a drawing once, however many ask for it at the same time, and keeps it', async () => {
    const rasteriser = createRasteriser();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="60"><rect width="40" height="60" fill="#c33"/></svg>';
    const [first, second] = await Promise.all([
      rasteriser.render(svg, { width: 40, height: 60 }, 'webp'),
      rasteriser.render(svg, { width: 40, height: 60 }, 'webp'),
    ]);
    expect(second).toBe(first);
    expect(await rasteriser.render(svg, { width: 40, height: 60 }, 'webp')).toBe(first);
    const { format, width, height } = await sharp(first).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 40, height: 60 });
  });

  it('drops the least recently used images beyond its byte limit', async () => {
    const rasteriser = createRasteriser({ maxBytes: 1 });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#36c"/></svg>';
    const first = await rasteriser.render(svg, { width: 8, height: 8 }, 'jpeg');
    const again = await rasteriser.render(svg, { width: 8, height: 8 }, 'jpeg');
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });

  it('never encodes on every core: one libvips thread per image, at most `encoders` images at once', async () => {
    expect(sharp.concurrency()).toBe(1);
    const inTurn = queue(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const turns = Array.from({ length: 6 }, (_, index) =>
      inTurn(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return index;
      }),
    );
    expect(await Promise.all(turns)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    // A failing job gives its turn back.
    const single = queue(1);
    await expect(single(() => Promise.reject(new Error('broken drawing')))).rejects.toThrow('broken drawing');
    expect(await single(() => Promise.resolve('next'))).toBe('next');
  });
});
