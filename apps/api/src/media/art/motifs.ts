import type { Random } from '../../demo/random.ts';
import type { Palette } from './color.ts';

/**
 * The art's motifs: shapes built from the item's seed inside a region, with no text. A poster's
 * genre picks one; backdrops draw it wide; banners use the brand ones.
 */

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Motif = (random: Random, palette: Palette, region: Region) => string;

const r = (value: number) => Math.round(value * 10) / 10;

/** A planet, its orbits and a field of stars. */
const orbits: Motif = (random, palette, { x, y, width, height }) => {
  const cx = x + width * (0.3 + random.next() * 0.4);
  const cy = y + height * (0.35 + random.next() * 0.3);
  const radius = Math.min(width, height) * (0.22 + random.next() * 0.12);
  const stars = Array.from(
    { length: 48 },
    () =>
      `<circle cx="${r(x + random.next() * width)}" cy="${r(y + random.next() * height)}" r="${r(0.8 + random.next() * 2.2)}" fill="#ffffff" opacity="${r(0.25 + random.next() * 0.6)}"/>`,
  ).join('');
  const rings = [1.5, 2.1, 2.9]
    .map(
      (scale, index) =>
        `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(radius * scale)}" ry="${r(radius * scale * 0.32)}" transform="rotate(${r(-18 + index * 6)} ${r(cx)} ${r(cy)})" fill="none" stroke="${index === 1 ? palette.accent : palette.light}" stroke-width="${r(2 + index)}" opacity="${0.75 - index * 0.18}"/>`,
    )
    .join('');
  return `${stars}<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="url(#sphere)"/>${rings}<circle cx="${r(cx + radius * 2.1)}" cy="${r(cy - radius * 0.6)}" r="${r(radius * 0.12)}" fill="${palette.accent}"/>`;
};

/** A low sun behind banded hills: drama, romance, history. */
const horizon: Motif = (random, palette, { x, y, width, height }) => {
  const sunX = x + width * (0.25 + random.next() * 0.5);
  const sunY = y + height * 0.62;
  const sun = `<circle cx="${r(sunX)}" cy="${r(sunY)}" r="${r(Math.min(width, height) * 0.3)}" fill="${palette.light}" opacity="0.9"/><circle cx="${r(sunX)}" cy="${r(sunY)}" r="${r(Math.min(width, height) * 0.42)}" fill="none" stroke="${palette.accent}" stroke-width="2" opacity="0.6"/>`;
  const bands = [palette.mid, palette.ground, palette.deep]
    .map((fill, index) => {
      const base = y + height * (0.68 + index * 0.12);
      const points = Array.from({ length: 7 }, (_, step) => {
        const px = x + (width / 6) * step;
        return `${r(px)},${r(base - random.next() * height * 0.08)}`;
      }).join(' ');
      return `<polygon points="${r(x)},${r(y + height)} ${points} ${r(x + width)},${r(y + height)}" fill="${fill}"/>`;
    })
    .join('');
  const lines = Array.from(
    { length: 6 },
    (_, index) =>
      `<rect x="${r(x)}" y="${r(y + height * (0.12 + index * 0.07))}" width="${r(width)}" height="${r(1.5 + index * 0.6)}" fill="${palette.light}" opacity="${r(0.08 + index * 0.03)}"/>`,
  ).join('');
  return `${lines}${sun}${bands}`;
};

/** Diagonal slashes of light: action, thriller, sport. */
const slashes: Motif = (random, palette, { x, y, width, height }) =>
  Array.from({ length: 9 }, (_, index) => {
    const start = x + random.next() * width * 1.2 - width * 0.3;
    const thickness = width * (0.02 + random.next() * 0.12);
    const lean = height * (0.5 + random.next() * 0.3);
    const fill = [palette.accent, palette.light, palette.mid][index % 3];
    const opacity = index % 3 === 0 ? 0.95 : r(0.35 + random.next() * 0.4);
    return `<polygon points="${r(start)},${r(y + height)} ${r(start + thickness)},${r(y + height)} ${r(start + thickness + lean)},${r(y)} ${r(start + lean)},${r(y)}" fill="${fill}" opacity="${opacity}"/>`;
  }).join('');

/** A pale moon above a stand of bare trunks: horror, thriller at night. */
const woods: Motif = (random, palette, { x, y, width, height }) => {
  const moon = `<circle cx="${r(x + width * (0.55 + random.next() * 0.25))}" cy="${r(y + height * 0.28)}" r="${r(Math.min(width, height) * 0.16)}" fill="${palette.light}"/>`;
  const trunks = Array.from({ length: 16 }, () => {
    const tx = x + random.next() * width;
    const tw = width * (0.008 + random.next() * 0.03);
    const top = y + height * (0.05 + random.next() * 0.4);
    return `<rect x="${r(tx)}" y="${r(top)}" width="${r(tw)}" height="${r(y + height - top)}" fill="${palette.deep}" opacity="${r(0.7 + random.next() * 0.3)}"/>`;
  }).join('');
  return `${moon}<rect x="${r(x)}" y="${r(y + height * 0.78)}" width="${r(width)}" height="${r(height * 0.22)}" fill="${palette.accent}" opacity="0.18"/>${trunks}`;
};

/** Bright shapes tossed in the air: comedy, family, animation. */
const confetti: Motif = (random, palette, { x, y, width, height }) =>
  Array.from({ length: 26 }, (_, index) => {
    const cx = x + random.next() * width;
    const cy = y + random.next() * height;
    const size = Math.min(width, height) * (0.03 + random.next() * 0.1);
    const fill = [palette.accent, palette.light, palette.mid, '#ffffff'][index % 4];
    const turn = r(random.next() * 360);
    const shape = index % 3;
    if (shape === 0) return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size / 2)}" fill="${fill}"/>`;
    if (shape === 1)
      return `<rect x="${r(cx - size / 2)}" y="${r(cy - size / 5)}" width="${r(size)}" height="${r(size / 2.5)}" rx="${r(size / 5)}" fill="${fill}" transform="rotate(${turn} ${r(cx)} ${r(cy)})"/>`;
    return `<polygon points="${r(cx)},${r(cy - size / 2)} ${r(cx + size / 2)},${r(cy + size / 2)} ${r(cx - size / 2)},${r(cy + size / 2)}" fill="${fill}" transform="rotate(${turn} ${r(cx)} ${r(cy)})"/>`;
  }).join('');

/** A stage: spotlight cones on drawn curtains: opera, ballet, concert. */
const stage: Motif = (random, palette, { x, y, width, height }) => {
  const cones = Array.from({ length: 3 }, (_, index) => {
    const top = x + width * (0.2 + index * 0.3 + (random.next() - 0.5) * 0.1);
    const spread = width * (0.18 + random.next() * 0.1);
    return `<polygon points="${r(top - 6)},${r(y)} ${r(top + 6)},${r(y)} ${r(top + spread)},${r(y + height)} ${r(top - spread)},${r(y + height)}" fill="${palette.light}" opacity="0.22"/>`;
  }).join('');
  const curtain = (from: number, direction: 1 | -1) =>
    Array.from({ length: 5 }, (_, index) => {
      const fold = from + direction * index * width * 0.04;
      return `<path d="M${r(fold)} ${r(y)} Q ${r(fold + direction * width * 0.05)} ${r(y + height * 0.5)} ${r(fold + direction * width * 0.015)} ${r(y + height)} L ${r(fold + direction * width * 0.04)} ${r(y + height)} Q ${r(fold + direction * width * 0.09)} ${r(y + height * 0.5)} ${r(fold + direction * width * 0.04)} ${r(y)} Z" fill="${index % 2 ? palette.mid : palette.accent}" opacity="${index % 2 ? 0.85 : 0.7}"/>`;
    }).join('');
  const valance = `<path d="M${r(x)} ${r(y)} H ${r(x + width)} V ${r(y + height * 0.1)} ${Array.from({ length: 8 }, (_, index) => `Q ${r(x + width - (width / 8) * (index + 0.5))} ${r(y + height * 0.18)} ${r(x + width - (width / 8) * (index + 1))} ${r(y + height * 0.1)}`).join(' ')} Z" fill="${palette.accent}"/>`;
  return `${cones}${curtain(x, 1)}${curtain(x + width, -1)}${valance}`;
};

/** Layered peaks under a high sun: adventure, documentary. */
const peaks: Motif = (random, palette, { x, y, width, height }) => {
  const sun = `<circle cx="${r(x + width * (0.2 + random.next() * 0.6))}" cy="${r(y + height * 0.25)}" r="${r(Math.min(width, height) * 0.1)}" fill="${palette.accent}"/>`;
  const ranges = [palette.light, palette.mid, palette.deep]
    .map((fill, layer) => {
      const base = y + height * (0.55 + layer * 0.15);
      let points = `${r(x)},${r(y + height)} ${r(x)},${r(base)}`;
      const count = 4 + layer * 2;
      for (let step = 0; step < count; step += 1) {
        const px = x + (width / count) * (step + 0.5);
        points += ` ${r(px)},${r(base - (height * (0.15 + random.next() * 0.3)) / (layer + 1))} ${r(x + (width / count) * (step + 1))},${r(base)}`;
      }
      return `<polygon points="${points} ${r(x + width)},${r(y + height)}" fill="${fill}" opacity="${layer === 0 ? 0.55 : 1}"/>`;
    })
    .join('');
  return `${sun}${ranges}`;
};

/** Concentric arcs, the chain's pattern for banners: brand items with no genre. */
export const arcs: Motif = (random, palette, { x, y, width, height }) => {
  const cx = x + width * (0.55 + random.next() * 0.35);
  const cy = y + height * (0.3 + random.next() * 0.5);
  const unit = Math.max(width, height) * 0.09;
  return Array.from({ length: 9 }, (_, index) => {
    const colour = [palette.accent, palette.light, palette.mid][index % 3];
    return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(unit * (index + 1))}" fill="none" stroke="${colour}" stroke-width="${r(unit * (index % 3 === 0 ? 0.34 : 0.16))}" opacity="${r(0.9 - index * 0.07)}"/>`;
  }).join('');
};

const motifs: Record<string, Motif> = {
  'science-fiction': orbits,
  drama: horizon,
  romance: horizon,
  history: horizon,
  action: slashes,
  thriller: slashes,
  sport: slashes,
  horror: woods,
  comedy: confetti,
  family: confetti,
  animation: confetti,
  opera: stage,
  ballet: stage,
  concert: stage,
  adventure: peaks,
  documentary: peaks,
};

export function motifOf(genre: string | undefined): Motif {
  return (genre ? motifs[genre] : undefined) ?? arcs;
}

/** A few dozen specks over a region: the grain of printed paper. */
export function grain(random: Random, { x, y, width, height }: Region, count = 90): string {
  return Array.from(
    { length: count },
    () =>
      `<rect x="${r(x + random.next() * width)}" y="${r(y + random.next() * height)}" width="1.6" height="1.6" fill="#ffffff" opacity="${r(0.04 + random.next() * 0.1)}"/>`,
  ).join('');
}
