import { describe, expect, it } from 'vitest';
import { translations } from '../i18n/index.ts';
import { tagText, versionText, type Lookup } from '@marquee/data';

const lookupIn =
  (language: keyof typeof translations): Lookup =>
  (key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], translations[language]);
    return typeof value === 'string' ? value : null;
  };

const apiLabels = new Map([
  ['ov', 'OV (NL-ondertiteld)'],
  ['imax-vo', 'IMAX VO'],
]);

describe('issue 9: version codes explained in plain words in each language', () => {
  it.each(['vf', 'vo', 'vost', 'vostfr', 'ov', 'omu', 'df', 'nlnl', 'vfst'])(
    '%s has a label and an explanation in fr, en, de and nl',
    (slug) => {
      for (const language of ['fr', 'en', 'de', 'nl'] as const) {
        const text = versionText(slug, apiLabels, lookupIn(language));
        expect(text.label).not.toBe('');
        expect(text.explanation).toEqual(expect.any(String));
      }
    },
  );

  it('a code in capitals (the API mixes cases) reads the same words', () => {
    expect(versionText('VOST', apiLabels, lookupIn('en'))).toEqual(versionText('vost', apiLabels, lookupIn('en')));
  });

  it('an unknown code falls back to the API label, without explanation; unknown to the API too, to the code', () => {
    expect(versionText('imax-vo', apiLabels, lookupIn('fr'))).toEqual({ label: 'IMAX VO', explanation: null });
    expect(versionText('xyz', apiLabels, lookupIn('fr'))).toEqual({ label: 'XYZ', explanation: null });
  });
});

describe('issue 20: experience filter chips carry short names, the words on demand', () => {
  const sdh = {
    slug: 'sdh',
    title: 'Sous-titres sourds et malentendants',
    description: 'Des sous-titres qui décrivent aussi les sons.',
  };

  it.each(['fr', 'en', 'de', 'nl'] as const)(
    '%s: a tag with a whole-phrase title gets a short name, explained by its title and description',
    (language) => {
      for (const slug of ['sdh', 'avp-equipe']) {
        const text = tagText({ ...sdh, slug }, lookupIn(language));
        expect(text.label.length).toBeLessThan(sdh.title.length);
        expect(text.explanation).toBe(`${sdh.title} — ${sdh.description}`);
      }
    },
  );

  it('any other tag keeps its title, explained by its description (or not at all)', () => {
    expect(tagText({ slug: 'imax', title: 'IMAX', description: 'Image et son.' }, lookupIn('fr'))).toEqual({
      label: 'IMAX',
      explanation: 'Image et son.',
    });
    expect(tagText({ slug: '4dx', title: '4DX', description: null }, lookupIn('fr'))).toEqual({
      label: '4DX',
      explanation: null,
    });
  });
});
