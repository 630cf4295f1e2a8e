/**
 * Which package each byte of a built chunk comes from, read from the chunk's source map: every
 * mapping segment owns the generated text from its column to the next segment's (or the line's
 * end), and its source path names the package. A chunk's gzip size is then shared out in
 * proportion to those raw bytes (gzip compresses one package's code about as well as another's;
 * the report says "about").
 */
import { relative, resolve } from 'node:path';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitOf = new Map([...base64].map((character, index) => [character, index]));

/** The numbers of one segment, Base64 VLQ as the source map v3 format writes them. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = digitOf.get(character);
    if (digit === undefined) throw new Error(`not a base64 digit: ${character}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -Math.floor(value / 2) : value / 2);
    value = 0;
    shift = 0;
  }
  return values;
}

/** One segment: where it starts in the generated line and, when mapped, its source's index. */
export interface Segment {
  column: number;
  source: number | null;
}

/** `mappings` as lines of segments, with the relative fields made absolute. */
export function decodeMappings(mappings: string): Segment[][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((text) => {
        const fields = decodeVlq(text);
        column += fields[0] ?? 0;
        if (fields.length < 4) return { column, source: null };
        source += fields[1] ?? 0;
        return { column, source };
      });
  });
}

export interface SourceMapFile {
  sources: string[];
  mappings: string;
  sourceRoot?: string;
}

/** Unmapped text at least this long is data the bundler inlined without a map (JSON), not glue. */
export const unmappedBlockLength = 1024;
export const glue = -1;
export const unmappedBlock = -2;

/**
 * Generated characters per source index. Text no segment maps goes to `glue` (newlines, import
 * lists, the bundler's helpers) or, in runs of `unmappedBlockLength` and more, to
 * `unmappedBlock`: modules the bundler emits without mappings, JSON above all.
 */
export function charactersPerSource(code: string, map: SourceMapFile): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (source: number, count: number) => {
    if (count <= 0) return;
    const key = source === glue && count >= unmappedBlockLength ? unmappedBlock : source;
    counts.set(key, (counts.get(key) ?? 0) + count);
  };
  const lines = code.split('\n');
  const segmentLines = decodeMappings(map.mappings);
  lines.forEach((line, index) => {
    const segments = segmentLines[index] ?? [];
    add(glue, Math.min(segments[0]?.column ?? line.length, line.length));
    segments.forEach((segment, position) => {
      const end = Math.min(segments[position + 1]?.column ?? line.length, line.length);
      add(segment.source ?? glue, end - Math.min(segment.column, end));
    });
    if (index < lines.length - 1) add(glue, 1);
  });
  return counts;
}

const workspaceFolders: Record<string, string> = {
  data: '@marquee/data',
  'design-system': '@marquee/design-system',
  pages: '@marquee/pages',
  themes: '@marquee/themes',
  apps: '@marquee/site',
};

/** The package a source path (relative to the repository root) belongs to. */
export function packageOf(path: string): string {
  const parts = path.split('/');
  const last = parts.lastIndexOf('node_modules');
  if (last >= 0) {
    const name = parts[last + 1] ?? '';
    return name.startsWith('@') ? `${name}/${parts[last + 2] ?? ''}` : name;
  }
  return workspaceFolders[parts[0] ?? ''] ?? '(bundler runtime)';
}

/**
 * Raw bytes per package in one chunk. `mapDir` is the folder the map's source paths are
 * relative to, `root` the repository root.
 */
export function bytesPerPackage(code: string, map: SourceMapFile, mapDir: string, root: string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [source, count] of charactersPerSource(code, map)) {
    const path = map.sources[source];
    const name =
      source === unmappedBlock
        ? '(unmapped: inlined JSON)'
        : path === undefined
          ? '(bundler glue)'
          : packageOf(relative(root, resolve(mapDir, map.sourceRoot ?? '', path)));
    totals.set(name, (totals.get(name) ?? 0) + count);
  }
  return totals;
}

/** Shares `total` (a chunk's gzip size) out in proportion to `weights` (its raw bytes per package). */
export function shareOut(weights: Map<string, number>, total: number): Map<string, number> {
  const sum = [...weights.values()].reduce((a, b) => a + b, 0);
  return new Map([...weights].map(([name, weight]) => [name, sum ? (weight / sum) * total : 0]));
}
