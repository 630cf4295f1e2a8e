import { describe, expect, it } from 'vitest';
import { languages } from '@marquee/data';
import { translations } from './index.ts';

/** Every key path with a string value, e.g. `shell.nav.films`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (typeof value !== 'object' || value === null) return [`${prefix} (not a string)`];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('Translations (ARCHITECTURE "Every user-facing string is an i18next key with fr, en, de and nl values")', () => {
  const union = [...new Set(languages.flatMap((language) => keyPaths(translations[language])))].sort();

  it.each(languages)('%s has every key any language has, each a non-empty string', (language) => {
    const own = new Set(keyPaths(translations[language]));
    expect(union.filter((key) => !own.has(key))).toEqual([]);
    const empty = own.size === 0 ? [] : [...own].filter((key) => lookup(translations[language], key).trim() === '');
    expect(empty).toEqual([]);
  });

  it('interpolations are the same in every language', () => {
    const mismatches = union.flatMap((key) => {
      const names = languages.map((language) =>
        [...lookup(translations[language], key).matchAll(/\{\{\s*(\w+)/g)]
          .map((m) => m[1])
          .sort()
          .join(','),
      );
      return new Set(names).size > 1 ? [`${key}: ${names.join(' | ')}`] : [];
    });
    expect(mismatches).toEqual([]);
  });
});

function lookup(tree: unknown, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
  return typeof value === 'string' ? value : '';
}
