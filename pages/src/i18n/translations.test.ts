import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@marquee/data';
import { translations } from './index.ts';

/** Every key path with a string value, e.g. `shell.nav.films`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (typeof value !== 'object' || value === null) return [`${prefix} (not a string)`];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

// i18next's plural suffixes: the CLDR categories (Intl.PluralRules), plus `_zero`, which i18next
// reads for a count of 0 in any language.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(pluralSuffix, '');

/** The plural keys of a language, by base key, with the categories each has. */
function pluralForms(language: Language): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of keyPaths(translations[language])) {
    const match = pluralSuffix.exec(key);
    if (match?.[1]) forms.set(baseKey(key), [...(forms.get(baseKey(key)) ?? []), match[1]].sort());
  }
  return forms;
}

describe('Translations (ARCHITECTURE "Every user-facing string is an i18next key with fr, en, de and nl values")', () => {
  const bases = (language: Language) => new Set(keyPaths(translations[language]).map(baseKey));
  const union = [...new Set(languages.flatMap((language) => [...bases(language)]))].sort();

  it.each(languages)('%s has every key any language has, each a non-empty string', (language) => {
    const own = bases(language);
    expect(union.filter((key) => !own.has(key))).toEqual([]);
    const empty = keyPaths(translations[language]).filter((key) => lookup(translations[language], key).trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(languages)(
    '%s: every plural key has its language’s CLDR categories and the others’ (issue 23: fr one/many/other, en/de/nl one/other, every language the same keys)',
    (language) => {
      // en, de and nl carry `_many` (the `_other` text) because fr needs it: i18next never reads
      // a category the language lacks, and every locale file keeps the same keys.
      const everyCategory = new Set(
        languages.flatMap((other) => new Intl.PluralRules(other).resolvedOptions().pluralCategories),
      );
      const wrong = [...pluralForms(language)].flatMap(([key, found]) => {
        const expected = [...everyCategory, ...(found.includes('zero') ? ['zero'] : [])].sort();
        return found.join() === expected.join() ? [] : [`${key}: ${found.join(',')} (expected ${expected.join(',')})`];
      });
      expect(wrong).toEqual([]);
      expect(pluralForms(language).size).toBeGreaterThan(0);
    },
  );

  it('a plural key has a zero form in every language or in none', () => {
    const withZero = languages.map((language) =>
      [...pluralForms(language)]
        .filter(([, found]) => found.includes('zero'))
        .map(([key]) => key)
        .join(),
    );
    expect(new Set(withZero).size).toBe(1);
  });

  it('interpolations are the same in every language', () => {
    const formsOf = Object.fromEntries(
      languages.map((language) => {
        const byBase = new Map<string, string[]>();
        for (const path of keyPaths(translations[language])) {
          if (!path.endsWith('_zero')) byBase.set(baseKey(path), [...(byBase.get(baseKey(path)) ?? []), path]);
        }
        return [language, byBase];
      }),
    ) as Record<Language, Map<string, string[]>>;
    const variables = (language: Language, key: string) => {
      const forms = formsOf[language].get(key) ?? [];
      const names = forms.flatMap((path) =>
        [...lookup(translations[language], path).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]),
      );
      return [...new Set(names)].sort().join(',');
    };
    const mismatches = union.flatMap((key) => {
      const names = languages.map((language) => variables(language, key));
      return new Set(names).size > 1 ? [`${key}: ${names.join(' | ')}`] : [];
    });
    expect(mismatches).toEqual([]);
  });

  // One form of address per language (decision 0070): fr `vous`, de `Sie`, nl `je`/`jouw` as the
  // chain's own Dutch texts do (data/src/fixtures/real), en `you`. A string in the other form reads
  // as another author's; stop 46's nl file mixed `uw` and `je` about forty times each.
  const otherForm: Partial<Record<Language, RegExp>> = {
    fr: /(?<![\p{L}'’])(tu|toi|ton|ta|tes)(?![\p{L}'’])/iu,
    de: /(?<!\p{L})(du|dich|dir|dein\p{L}*)(?!\p{L})/iu,
    nl: /(?<!\p{L})(u|uw|uzelf)(?!\p{L})/iu,
  };
  it.each(Object.keys(otherForm) as Language[])('%s addresses the visitor one way (decision 0070)', (language) => {
    const pattern = otherForm[language] as RegExp;
    const found = keyPaths(translations[language]).filter((path) =>
      pattern.test(lookup(translations[language], path).replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ')),
    );
    expect(found).toEqual([]);
  });
});

function lookup(tree: unknown, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
  return typeof value === 'string' ? value : '';
}
