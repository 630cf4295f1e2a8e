/**
 * Makes the site's link-preview cards (issue 20 `og:image`, decision 0064): one 1200 × 630 JPEG per
 * brand theme with the chain's wordmark on the brand's ground, drawn by the demo art (media/art)
 * and rasterised by sharp, into apps/site/public/share/{theme}.jpg. A page without a picture of its
 * own (the home, a list, the help centre) names its site's card. The cards are committed; run from
 * the repository root after changing the art:
 *
 *   node apps/api/src/tools/make-share-cards.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { themeNames } from '@marquee/themes/constants';
import { hashString } from '../demo/random.ts';
import { drawImage } from '../media/art/compose.ts';

/** The size link previews ask for (Open Graph's and the large summary card's 1.91:1). */
const [width, height] = [1200, 630] as const;
const folder = fileURLToPath(new URL('../../../site/public/share/', import.meta.url));

await mkdir(folder, { recursive: true });
for (const theme of themeNames) {
  const svg = drawImage({ kind: 'wordmark', seed: hashString(`share:${theme}`), brand: theme, width, height });
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  await writeFile(join(folder, `${theme}.jpg`), bytes);
  console.log(`[share] ${theme}.jpg ${bytes.length} bytes`);
}
