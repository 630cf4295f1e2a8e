import { createRandom } from '../../demo/random.ts';
import { brandPalette, contrast, genrePalette, hsl, type Brand, type Palette } from './color.ts';
import { arcs, grain, motifOf } from './motifs.ts';
import { fitText, type FitOptions } from './type.ts';

/**
 * The demo media's design system (issue 20 "Designed media", decision 0061): one composition per
 * kind of image, drawn from the item (its real title, its directors, its genre, its site's brand)
 * and a seed. Pure: the same request gives the same bytes.
 */

export type ArtKind =
  | 'poster'
  | 'backdrop'
  | 'cinema'
  | 'city'
  | 'banner'
  | 'pattern'
  | 'icon'
  | 'badge'
  | 'wordmark'
  | 'card'
  | 'map'
  | 'video';

export interface ArtRequest {
  kind: ArtKind;
  seed: number;
  /** The size asked for; the picture is drawn in `drawnAs` (its largest size) and scaled. */
  width: number;
  height: number;
  drawnAs?: readonly [number, number];
  /** The item's name as its pages print it (a film, a news item, a cinema, a city). */
  title?: string;
  /** A kicker above the title ("Actualité", a genre). */
  kicker?: string;
  /** The credit line at the bottom of a poster (its directors). */
  credit?: string;
  genre?: string;
  brand?: Brand;
  /** The glyph of an icon (a service's slug). */
  glyph?: string;
  /** A colour of the item's own (a tag's), used behind its text when white reads on it. */
  colour?: string | null;
  /** The language the words are in, for upper-casing. */
  language?: string;
  /** An accessible name for the image. */
  label?: string;
}

/** A line of text the art set, with what lies behind it: the tests check fit and contrast. */
export interface SetLine {
  text: string;
  x: number;
  width: number;
  fontSize: number;
  colour: string;
  behind: string;
  /** The frame the line must stay in (x from, x to). */
  frame: readonly [number, number];
}

export interface Art {
  svg: string;
  lines: SetLine[];
  width: number;
  height: number;
}

/** The display face: a grotesque in bold; the measure's metrics (type.ts) are Arial Bold's. */
const displayFace = 'Arial, &quot;Liberation Sans&quot;, &quot;Helvetica Neue&quot;, Helvetica, sans-serif';

export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const r = (value: number) => Math.round(value * 10) / 10;

interface TextBlock extends Omit<FitOptions, 'text'> {
  text: string;
  x: number;
  /** The baseline area's top; the block grows down from here unless `bottom` is given. */
  top?: number;
  bottom?: number;
  colour: string;
  behind: string;
  align?: 'start' | 'middle';
  weight?: 700 | 400;
}

/** Sets a fitted block; returns its SVG, its height and its lines. */
function setText(block: TextBlock): { svg: string; height: number; lines: SetLine[] } {
  const fitted = fitText(block);
  const top = block.bottom !== undefined ? block.bottom - fitted.height : (block.top ?? 0);
  const lines: SetLine[] = [];
  const svg = fitted.lines
    .map((line, index) => {
      const x = block.align === 'middle' ? block.x + (block.width - line.width) / 2 : block.x;
      const baseline = top + index * fitted.lineHeight + fitted.fontSize * 0.82;
      lines.push({
        text: line.text,
        x,
        width: line.width,
        fontSize: fitted.fontSize,
        colour: block.colour,
        behind: block.behind,
        frame: [block.x, block.x + block.width],
      });
      const spacing = block.tracking ? ` letter-spacing="${r(block.tracking * fitted.fontSize)}"` : '';
      return `<text x="${r(x)}" y="${r(baseline)}" font-size="${fitted.fontSize}" textLength="${r(line.width)}" lengthAdjust="spacingAndGlyphs"${spacing}>${escapeXml(line.text)}</text>`;
    })
    .join('');
  const weight = block.weight ?? 700;
  return {
    svg: `<g fill="${block.colour}" font-family="${displayFace}" font-weight="${weight}">${svg}</g>`,
    height: fitted.height,
    lines,
  };
}

const upper = (text: string, language?: string) => text.toLocaleUpperCase(language ?? 'fr');

function paletteFor(request: ArtRequest): Palette {
  return request.brand ? brandPalette(request.brand, request.seed) : genrePalette(request.genre ?? '', request.seed);
}

function gradient(id: string, from: string, to: string, vertical = true): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function defsFor(palette: Palette): string {
  return `<defs>${gradient('sky', palette.deep, palette.mid)}<radialGradient id="sphere" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.ground}"/></radialGradient><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ground}" stop-opacity="0"/><stop offset="1" stop-color="${palette.ground}"/></linearGradient><linearGradient id="veil" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.deep}" stop-opacity="0.85"/><stop offset="0.6" stop-color="${palette.deep}" stop-opacity="0"/></linearGradient></defs>`;
}

/** A film poster: the genre's motif above, a title block and a billing block on a solid field. */
function poster(request: ArtRequest, palette: Palette, width: number, height: number): Omit<Art, 'width' | 'height'> {
  const random = createRandom(request.seed);
  const margin = width * 0.075;
  const field = height * 0.6;
  const motif = motifOf(request.genre)(random, palette, { x: 0, y: 0, width, height: field + height * 0.04 });
  const lines: SetLine[] = [];
  let parts = '';
  let bottom = height - margin;
  if (request.credit) {
    const credit = setText({
      text: upper(request.credit, request.language),
      x: margin,
      bottom,
      width: width - 2 * margin,
      height: height * 0.06,
      maxSize: width * 0.034,
      minSize: width * 0.022,
      maxLines: 2,
      lineHeight: 1.25,
      tracking: 0.08,
      colour: palette.muted,
      behind: palette.ground,
      align: 'middle',
      weight: 400,
    });
    parts += credit.svg;
    lines.push(...credit.lines);
    bottom -= credit.height + height * 0.025;
    parts += `<rect x="${r(width / 2 - width * 0.08)}" y="${r(bottom)}" width="${r(width * 0.16)}" height="${r(height * 0.004)}" fill="${palette.accent}"/>`;
    bottom -= height * 0.03;
  }
  const title = setText({
    text: upper(request.title ?? '', request.language),
    x: margin,
    bottom,
    width: width - 2 * margin,
    height: height * 0.24,
    maxSize: width * 0.16,
    minSize: width * 0.06,
    maxLines: 4,
    lineHeight: 1.02,
    colour: palette.ink,
    behind: palette.ground,
    align: 'middle',
  });
  parts += title.svg;
  lines.push(...title.lines);
  bottom -= title.height + height * 0.02;
  if (request.kicker) {
    const kicker = setText({
      text: upper(request.kicker, request.language),
      x: margin,
      bottom,
      width: width - 2 * margin,
      height: height * 0.035,
      maxSize: width * 0.03,
      minSize: width * 0.02,
      maxLines: 1,
      tracking: 0.25,
      colour: palette.accent,
      behind: palette.ground,
      align: 'middle',
    });
    parts += kicker.svg;
    lines.push(...kicker.lines);
    bottom -= kicker.height;
  }
  // The field under the text is solid from above the kicker down: the motif fades into it.
  const solidFrom = Math.min(field, bottom - height * 0.02);
  const fade = `<rect x="0" y="${r(solidFrom - height * 0.16)}" width="${width}" height="${r(height * 0.16)}" fill="url(#fade)"/><rect x="0" y="${r(solidFrom)}" width="${width}" height="${r(height - solidFrom)}" fill="${palette.ground}"/>`;
  const frame = `<rect x="${r(margin / 2)}" y="${r(margin / 2)}" width="${r(width - margin)}" height="${r(height - margin)}" fill="none" stroke="${palette.ink}" stroke-opacity="0.18" stroke-width="${r(width * 0.004)}"/>`;
  return {
    svg: `<rect width="${width}" height="${height}" fill="url(#sky)"/>${motif}${grain(random, { x: 0, y: 0, width, height: solidFrom })}${fade}${frame}${parts}`,
    lines,
  };
}

/** A backdrop: the film's motif drawn wide, as a scene; no text (the page sets its own title over it). */
function backdrop(request: ArtRequest, palette: Palette, width: number, height: number): Omit<Art, 'width' | 'height'> {
  const random = createRandom(request.seed);
  const motif = motifOf(request.genre)(random, palette, { x: 0, y: 0, width, height });
  return {
    svg: `<rect width="${width}" height="${height}" fill="url(#sky)"/>${motif}${grain(random, { x: 0, y: 0, width, height }, 70)}<rect width="${width}" height="${height}" fill="url(#veil)"/>`,
    lines: [],
  };
}

/** A title on a solid panel at the left, the brand's pattern at the right: news, events, offers. */
function banner(request: ArtRequest, palette: Palette, width: number, height: number): Omit<Art, 'width' | 'height'> {
  const random = createRandom(request.seed);
  const panel = width * 0.56;
  const margin = height * 0.11;
  // The words keep to the middle half of the height, a title-safe area: a page may crop a wide
  // banner to a band (the season page's hero is capped at 24 rem: 55 % of a 16:9 picture at 1232 px).
  const safe = { top: height * 0.25, bottom: height * 0.75 };
  const pattern = arcs(random, palette, { x: panel * 0.8, y: 0, width: width - panel * 0.8, height });
  const lines: SetLine[] = [];
  let text = '';
  let top = safe.top;
  if (request.kicker) {
    const kicker = setText({
      text: upper(request.kicker, request.language),
      x: margin,
      top,
      width: panel - 2 * margin,
      height: height * 0.07,
      maxSize: height * 0.05,
      minSize: height * 0.035,
      maxLines: 1,
      tracking: 0.2,
      colour: palette.accent,
      behind: palette.ground,
    });
    text += kicker.svg;
    lines.push(...kicker.lines);
    top += kicker.height + height * 0.05;
    text += `<rect x="${r(margin)}" y="${r(top - height * 0.03)}" width="${r(height * 0.12)}" height="${r(height * 0.008)}" fill="${palette.accent}"/>`;
  }
  if (request.title) {
    const title = setText({
      text: request.title,
      x: margin,
      top,
      width: panel - 2 * margin,
      height: safe.bottom - top,
      maxSize: height * 0.13,
      minSize: height * 0.06,
      maxLines: 5,
      lineHeight: 1.08,
      colour: palette.ink,
      behind: palette.ground,
    });
    text += title.svg;
    lines.push(...title.lines);
  }
  return {
    svg: `<rect width="${width}" height="${height}" fill="url(#sky)"/>${pattern}${grain(random, { x: panel, y: 0, width: width - panel, height })}<path d="M0 0 H${r(panel)} L${r(panel - height * 0.18)} ${height} H0 Z" fill="${palette.ground}"/>${text}`,
    lines,
  };
}

/** The brand's pattern alone, for pictures whose words the page prints (promotions, ads, offers). */
function pattern(request: ArtRequest, palette: Palette, width: number, height: number): Omit<Art, 'width' | 'height'> {
  const random = createRandom(request.seed);
  return {
    svg: `<rect width="${width}" height="${height}" fill="url(#sky)"/>${arcs(random, palette, { x: 0, y: 0, width, height })}${grain(random, { x: 0, y: 0, width, height }, 60)}`,
    lines: [],
  };
}

/** A cinema's front: its name on the marquee over lit doors. */
function cinema(request: ArtRequest, palette: Palette, width: number, height: number): Omit<Art, 'width' | 'height'> {
  const random = createRandom(request.seed);
  const ground = height * 0.86;
  const front = { x: width * 0.14, width: width * 0.72, top: height * 0.18 };
  const signTop = front.top + height * 0.06;
  const signHeight = height * 0.2;
  const stars = grain(random, { x: 0, y: 0, width, height: front.top }, 60);
  const bulbs = Array.from({ length: 40 }, (_, index) => {
    const bx = front.x + width * 0.02 + ((front.width - width * 0.04) / 39) * index;
    return `<circle cx="${r(bx)}" cy="${r(signTop - height * 0.015)}" r="${r(height * 0.006)}" fill="${palette.accent}"/><circle cx="${r(bx)}" cy="${r(signTop + signHeight + height * 0.015)}" r="${r(height * 0.006)}" fill="${palette.accent}"/>`;
  }).join('');
  const doorCount = 5;
  const doorTop = signTop + signHeight + height * 0.12;
  const doorWidth = front.width / (doorCount * 2 + 1);
  const doors = Array.from({ length: doorCount }, (_, index) => {
    const dx = front.x + doorWidth * (index * 2 + 1);
    return `<rect x="${r(dx)}" y="${r(doorTop)}" width="${r(doorWidth)}" height="${r(ground - doorTop)}" fill="${palette.light}" opacity="${r(0.55 + random.next() * 0.35)}"/><rect x="${r(dx + doorWidth / 2 - 1)}" y="${r(doorTop)}" width="2" height="${r(ground - doorTop)}" fill="${palette.deep}"/>`;
  }).join('');
  const margin = width * 0.03;
  const name = setText({
    text: upper(request.title ?? '', request.language),
    x: front.x + margin,
    top: signTop + signHeight * 0.16,
    width: front.width - 2 * margin,
    height: signHeight * 0.68,
    maxSize: signHeight * 0.5,
    minSize: signHeight * 0.2,
    maxLines: 2,
    lineHeight: 1.05,
    tracking: 0.04,
    colour: palette.ink,
    behind: palette.ground,
    align: 'middle',
  });
  const nameOffset = (signHeight * 0.68 - name.height) / 2;
  return {
    svg: `<rect width="${width}" height="${height}" fill="url(#sky)"/>${stars}<rect x="${r(front.x)}" y="${r(front.top)}" width="${r(front.width)}" height="${r(ground - front.top)}" fill="${palette.mid}"/><rect x="${r(front.x - width * 0.02)}" y="${r(signTop - height * 0.03)}" width="${r(front.width + width * 0.04)}" height="${r(signHeight + height * 0.06)}" fill="${palette.deep}"/><rect x="${r(front.x)}" y="${r(signTop)}" width="${r(front.width)}" height="${r(signHeight)}" fill="${palette.ground}"/>${bulbs}${doors}<rect x="0" y="${r(ground)}" width="${width}" height="${r(height - ground)}" fill="${palette.deep}"/><g transform="translate(0 ${r(nameOffset)})">${name.svg}</g>`,
    lines: name.lines,
  };
}

/** A city: a skyline of lit windows, the city's name on the quay below. */
function city(request: ArtRequest, palette: Palette, width: number, height: number): Omit<Art, 'width' | 'height'> {
  const random = createRandom(request.seed);
  const quay = height * 0.66;
  let skyline = '';
  for (let x = -width * 0.02; x < width;) {
    const buildingWidth = width * (0.035 + random.next() * 0.06);
    const top = height * (0.12 + random.next() * 0.4);
    const fill = random.chance(0.5) ? palette.deep : palette.mid;
    skyline += `<rect x="${r(x)}" y="${r(top)}" width="${r(buildingWidth)}" height="${r(quay - top)}" fill="${fill}"/>`;
    if (random.chance(0.2))
      skyline += `<polygon points="${r(x)},${r(top)} ${r(x + buildingWidth / 2)},${r(top - height * 0.07)} ${r(x + buildingWidth)},${r(top)}" fill="${fill}"/>`;
    for (let wy = top + height * 0.03; wy < quay - height * 0.03; wy += height * 0.045)
      for (let wx = x + buildingWidth * 0.18; wx < x + buildingWidth * 0.8; wx += buildingWidth * 0.28)
        if (random.chance(0.35))
          skyline += `<rect x="${r(wx)}" y="${r(wy)}" width="${r(buildingWidth * 0.12)}" height="${r(height * 0.018)}" fill="${palette.accent}" opacity="0.8"/>`;
    x += buildingWidth + width * 0.004;
  }
  const sun = `<circle cx="${r(width * (0.6 + random.next() * 0.3))}" cy="${r(height * 0.2)}" r="${r(height * 0.09)}" fill="${palette.light}" opacity="0.85"/>`;
  const margin = width * 0.05;
  const name = setText({
    text: request.title ?? '',
    x: margin,
    top: quay + height * 0.06,
    width: width - 2 * margin,
    height: height - quay - height * 0.12,
    maxSize: height * 0.17,
    minSize: height * 0.06,
    maxLines: 2,
    colour: palette.ink,
    behind: palette.ground,
  });
  return {
    svg: `<rect width="${width}" height="${height}" fill="url(#sky)"/>${sun}${skyline}<rect x="0" y="${r(quay)}" width="${width}" height="${r(height - quay)}" fill="${palette.ground}"/><rect x="0" y="${r(quay)}" width="${width}" height="${r(height * 0.008)}" fill="${palette.accent}"/>${name.svg}`,
    lines: name.lines,
  };
}

/** Glyphs on a 100-unit grid, white on a dark tile: readable down to 24 px (the services list). */
const glyphs: Record<string, string> = {
  // A cocktail glass.
  bar: '<path d="M26 24 H74 L52 50 V72 H64 V78 H36 V72 H48 V50 Z" fill="#fff"/>',
  // P for parking.
  parking:
    '<path d="M34 20 H54 C68 20 76 28 76 40 C76 52 68 60 54 60 H46 V80 H34 Z M46 31 V49 H53 C60 49 64 46 64 40 C64 34 60 31 53 31 Z" fill="#fff" fill-rule="evenodd"/>',
  // A wheelchair user (the access symbol, simplified).
  pmr: '<circle cx="50" cy="20" r="8" fill="#fff"/><path d="M44 32 H56 V52 H70 L78 72 L70 75 L64 60 H44 Z" fill="#fff"/><path d="M40 44 A20 20 0 1 0 66 70" fill="none" stroke="#fff" stroke-width="7"/>',
  // An ear in a loop: the hearing loop.
  'hearing-loop':
    '<path d="M38 44 C38 30 48 22 58 22 C70 22 78 31 78 42 C78 54 66 56 64 66 C62 76 56 80 50 80" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/><path d="M50 44 C50 38 54 34 58 34 C63 34 66 38 66 42" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M22 78 L78 22" stroke="#fff" stroke-width="6"/>',
  // An armchair: relax seats.
  'relax-seats':
    '<path d="M30 26 H70 V54 H30 Z" fill="#fff"/><path d="M20 44 H30 V62 H70 V44 H80 V74 H72 V80 H64 V74 H36 V80 H28 V74 H20 Z" fill="#fff"/>',
  // A star: anything else.
  star: '<path d="M50 16 L59 40 H84 L64 55 L72 80 L50 65 L28 80 L36 55 L16 40 H41 Z" fill="#fff"/>',
};

/** A service's or a tag's pictogram: a white glyph on a dark tile (contrast well above 4.5:1). */
function icon(request: ArtRequest, _palette: Palette, width: number, height: number): Omit<Art, 'width' | 'height'> {
  const tile = '#1b1f3b';
  const glyph = glyphs[request.glyph ?? ''] ?? glyphs.star;
  return {
    svg: `<rect width="${width}" height="${height}" rx="${r(width * 0.18)}" fill="${tile}"/><g transform="scale(${r(width / 100)} ${r(height / 100)})">${glyph}</g>`,
    lines: [],
  };
}

/** A word on a tile (a technology: IMAX, 4DX), in the tag's colour where white reads on it. */
function badge(request: ArtRequest, palette: Palette, width: number, height: number): Omit<Art, 'width' | 'height'> {
  const behind = request.colour && contrast('#ffffff', request.colour) >= 4.6 ? request.colour : palette.ground;
  const margin = width * 0.1;
  const word = setText({
    text: request.title ?? '',
    x: margin,
    top: margin,
    width: width - 2 * margin,
    height: height - 2 * margin,
    maxSize: height * 0.4,
    minSize: height * 0.12,
    maxLines: 2,
    colour: '#ffffff',
    behind,
    align: 'middle',
  });
  const offset = (height - 2 * margin - word.height) / 2;
  return {
    svg: `<rect width="${width}" height="${height}" rx="${r(width * 0.18)}" fill="${behind}"/><g transform="translate(0 ${r(offset)})">${word.svg}</g>`,
    lines: word.lines,
  };
}

/** The chain's wordmark on the brand's ground. */
function wordmark(request: ArtRequest, palette: Palette, width: number, height: number): Omit<Art, 'width' | 'height'> {
  const margin = height * 0.2;
  const word = setText({
    text: 'MARQUEE',
    x: margin,
    top: margin,
    width: width - 2 * margin,
    height: height - 2 * margin,
    maxSize: height * 0.4,
    minSize: height * 0.1,
    maxLines: 1,
    tracking: 0.12,
    colour: palette.accent,
    behind: palette.ground,
    align: 'middle',
  });
  const offset = (height - 2 * margin - word.height) / 2;
  return {
    svg: `<rect width="${width}" height="${height}" fill="${palette.ground}"/><g transform="translate(0 ${r(offset)})">${word.svg}</g>`,
    lines: word.lines,
  };
}

/** A gift or season card: the card, its stripe and the wordmark. */
function card(request: ArtRequest, palette: Palette, width: number, height: number): Omit<Art, 'width' | 'height'> {
  const random = createRandom(request.seed);
  const inset = height * 0.12;
  const cardWidth = width - 2 * inset * 1.6;
  const cardHeight = height - 2 * inset;
  const x = inset * 1.6;
  const mark = wordmark(request, palette, cardWidth * 0.5, cardHeight * 0.3);
  return {
    svg: `<rect width="${width}" height="${height}" fill="${palette.deep}"/><g transform="translate(${r(x)} ${r(inset)})"><rect width="${r(cardWidth)}" height="${r(cardHeight)}" rx="${r(cardHeight * 0.08)}" fill="${palette.ground}"/><clipPath id="card"><rect width="${r(cardWidth)}" height="${r(cardHeight)}" rx="${r(cardHeight * 0.08)}"/></clipPath><g clip-path="url(#card)">${arcs(random, palette, { x: cardWidth * 0.4, y: 0, width: cardWidth * 0.6, height: cardHeight })}</g><rect x="${r(cardWidth * 0.07)}" y="${r(cardHeight * 0.62)}" width="${r(cardWidth * 0.12)}" height="${r(cardHeight * 0.16)}" rx="6" fill="${palette.accent}"/><g transform="translate(${r(cardWidth * 0.02)} ${r(cardHeight * 0.06)})">${mark.svg.replace(/^<rect[^>]*\/>/, '')}</g></g>`,
    lines: mark.lines.map((line) => ({ ...line, x: line.x + x + cardWidth * 0.02 })),
  };
}

/** A map: streets, a river and the pin of the cinema. */
function map(request: ArtRequest, palette: Palette, width: number, height: number): Omit<Art, 'width' | 'height'> {
  const random = createRandom(request.seed);
  const land = hsl(40, 30, 92);
  let streets = '';
  for (let index = 0; index < 9; index += 1) {
    const x = random.next() * width;
    const y = random.next() * height;
    const thick = index % 3 === 0 ? height * 0.03 : height * 0.012;
    streets += `<rect x="${r(x)}" y="0" width="${r(thick)}" height="${height}" fill="#ffffff" transform="rotate(${r((random.next() - 0.5) * 20)} ${r(x)} ${r(height / 2)})"/><rect x="0" y="${r(y)}" width="${width}" height="${r(thick)}" fill="#ffffff"/>`;
  }
  const river = `<path d="M0 ${r(height * 0.7)} C ${r(width * 0.3)} ${r(height * 0.55)} ${r(width * 0.6)} ${r(height * 0.95)} ${width} ${r(height * 0.75)}" fill="none" stroke="${hsl(205, 60, 75)}" stroke-width="${r(height * 0.06)}"/>`;
  const px = width * 0.5;
  const py = height * 0.45;
  const size = height * 0.12;
  const pin = `<path d="M${r(px)} ${r(py + size)} C ${r(px - size * 0.2)} ${r(py + size * 0.4)} ${r(px - size * 0.6)} ${r(py + size * 0.1)} ${r(px - size * 0.6)} ${r(py - size * 0.3)} A ${r(size * 0.6)} ${r(size * 0.6)} 0 1 1 ${r(px + size * 0.6)} ${r(py - size * 0.3)} C ${r(px + size * 0.6)} ${r(py + size * 0.1)} ${r(px + size * 0.2)} ${r(py + size * 0.4)} ${r(px)} ${r(py + size)} Z" fill="${palette.ground}"/><circle cx="${r(px)}" cy="${r(py - size * 0.3)}" r="${r(size * 0.22)}" fill="#ffffff"/>`;
  return { svg: `<rect width="${width}" height="${height}" fill="${land}"/>${river}${streets}${pin}`, lines: [] };
}

/** A video's still: the scene and a play button. */
function video(request: ArtRequest, palette: Palette, width: number, height: number): Omit<Art, 'width' | 'height'> {
  const scene = backdrop(request, palette, width, height);
  const radius = height * 0.12;
  return {
    svg: `${scene.svg}<circle cx="${width / 2}" cy="${height / 2}" r="${r(radius)}" fill="${palette.deep}" opacity="0.85"/><path d="M${r(width / 2 - radius * 0.35)} ${r(height / 2 - radius * 0.5)} L${r(width / 2 + radius * 0.55)} ${r(height / 2)} L${r(width / 2 - radius * 0.35)} ${r(height / 2 + radius * 0.5)} Z" fill="#ffffff"/>`,
    lines: [],
  };
}

const compositions = { poster, backdrop, cinema, city, banner, pattern, icon, badge, wordmark, card, map, video };

/** Draws the art of `request`: its SVG and the lines of text it set. */
export function composeArt(request: ArtRequest): Art {
  const [width, height] = request.drawnAs ?? [request.width, request.height];
  const palette = paletteFor(request);
  const drawn = compositions[request.kind](request, palette, width, height);
  const label = request.label ?? request.title;
  const name = label ? ` role="img" aria-label="${escapeXml(label)}"` : ' aria-hidden="true"';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${request.width}" height="${request.height}" viewBox="0 0 ${width} ${height}"${name}>${defsFor(palette)}${drawn.svg}</svg>`;
  return { svg, lines: drawn.lines, width, height };
}

/** The SVG of `request` (same request, same bytes). */
export function drawImage(request: ArtRequest): string {
  return composeArt(request).svg;
}
