import type { Language } from '@marquee/data';
import type { Localized } from '../db/schema.ts';

/** Lower case without accents: how search_text columns and search queries are compared. */
export function normaliseForSearch(value: string): string {
  return value
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function slugify(value: string): string {
  return normaliseForSearch(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** All languages' values of localized texts, for a search_text column. */
export function searchTextOf(...values: (Localized | string | null | undefined)[]): string {
  const words: string[] = [];
  for (const value of values) {
    if (!value) continue;
    if (typeof value === 'string') words.push(value);
    else words.push(...Object.values(value));
  }
  return normaliseForSearch([...new Set(words)].join(' | '));
}

/** The same text in every language (names, brands). */
export const everywhere = (value: string): Localized => ({ fr: value, en: value, de: value, nl: value });

export const localized = (fr: string, en: string, de: string, nl: string): Localized => ({ fr, en, de, nl });

/** Fills `{name}` placeholders of each language's template. */
export function fill(template: Localized, values: Record<string, Localized | string>): Localized {
  const result: Localized = {};
  for (const [language, text] of Object.entries(template) as [Language, string][]) {
    result[language] = text.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) return '';
      return typeof value === 'string' ? value : (value[language] ?? value.fr ?? '');
    });
  }
  return result;
}
