/**
 * Makes the demo's trailer clips (decision 0065), one per genre, into apps/api/media/trailers/:
 * a slow push-in over the genre's backdrop art, a cross-fade to the chain's card, 6 s, 640 × 360,
 * VP9 WebM without sound. The frames are drawn by the art (media/art) and rasterised by sharp;
 * ffmpeg only encodes them. ffmpeg is needed here only, never at run time or in CI: the clips are
 * committed. Run from the repository root after changing the art:
 *
 *   node apps/api/src/tools/make-trailer-clips.ts [genre…]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { hashString } from '../demo/random.ts';
import { drawImage } from '../media/art/compose.ts';
import { trailerGenres, trailersFolder } from '../media/trailers.ts';

const width = 640;
const height = 360;
const fps = 24;
/** Seconds: the push-in, the cross-fade inside its end, the card. */
const scene = 4;
const fade = 0.75;
const card = 2;
const frames = Math.round((scene + card) * fps);

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const outFolder = join(apiRoot, trailersFolder);

async function raster(svg: string, size: readonly [number, number]): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(size[0], size[1]).removeAlpha().raw().toBuffer();
}

/** The frames of one genre's clip, as raw RGB. */
async function* framesOf(genre: string): AsyncGenerator<Buffer> {
  const seed = hashString(`trailer:${genre}`);
  // Drawn at twice the backdrop's largest size, so the push-in moves by sub-pixels of the clip.
  const big = [3200, 1800] as const;
  const backdrop = drawImage({ kind: 'backdrop', seed, genre, width: big[0], height: big[1], drawnAs: [1600, 900] });
  const source = await sharp(Buffer.from(backdrop)).png().toBuffer();
  const end = await raster(drawImage({ kind: 'wordmark', seed, genre, width, height, drawnAs: [1600, 900] }), [
    width,
    height,
  ]);
  for (let index = 0; index < frames; index += 1) {
    const time = index / fps;
    if (time >= scene) {
      yield end;
      continue;
    }
    // Eased push-in from the whole picture to 78 % of it, drifting towards the right.
    const progress = time / scene;
    const eased = progress * progress * (3 - 2 * progress);
    const zoom = 1 - 0.22 * eased;
    const cropWidth = Math.round(big[0] * zoom);
    const cropHeight = Math.round((cropWidth * height) / width);
    const left = Math.round((big[0] - cropWidth) * (0.5 + 0.4 * eased));
    const top = Math.round((big[1] - cropHeight) * 0.45);
    const frame = await sharp(source)
      .extract({ left, top, width: cropWidth, height: cropHeight })
      .resize(width, height)
      .removeAlpha()
      .raw()
      .toBuffer();
    const mix = Math.max(0, (time - (scene - fade)) / fade);
    if (mix === 0) {
      yield frame;
      continue;
    }
    const blended = Buffer.alloc(frame.length);
    for (let byte = 0; byte < frame.length; byte += 1) {
      blended[byte] = Math.round((frame[byte] ?? 0) * (1 - mix) + (end[byte] ?? 0) * mix);
    }
    yield blended;
  }
}

async function makeClip(genre: string): Promise<void> {
  const file = join(outFolder, `${genre}.webm`);
  // VP9 at constant quality, two-second key frames, no sound, no metadata that changes per run.
  const encoder = spawn(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`],
      ...['-r', String(fps), '-i', '-', '-an', '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p'],
      ...['-b:v', '0', '-crf', '34', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '1', '-g', String(fps * 2)],
      ...['-vf', 'fade=t=in:st=0:d=0.4,fade=t=out:st=5.5:d=0.5'],
      ...['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', file],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    encoder.on('error', reject);
    encoder.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
  for await (const frame of framesOf(genre)) {
    if (!encoder.stdin.write(frame)) await new Promise((resolve) => encoder.stdin.once('drain', resolve));
  }
  encoder.stdin.end();
  await done;
  console.log(`${genre}: ${Math.round(statSync(file).size / 1024)} KiB`);
}

mkdirSync(outFolder, { recursive: true });
const asked = process.argv.slice(2);
for (const genre of asked.length ? asked : trailerGenres) await makeClip(genre);
