import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const folders = ['themes/src', 'design-system/src', 'pages/src', 'apps/site/app'];

function styleFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('member-and-shell.txt §9 "Viewport height variable updated on resize" (decision 0048)', () => {
  it('every viewport-height length is a dynamic one (dvh, which the browser updates as its toolbars come and go), never vh', () => {
    const files = folders.flatMap(styleFiles);
    expect(files.length).toBeGreaterThan(50);
    const staticHeights = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b\d+(?:\.\d+)?vh\b/g)].map(
        (match) => `${relative(root, file)}: ${match[0]}`,
      ),
    );
    expect(staticHeights).toEqual([]);
  });
});
