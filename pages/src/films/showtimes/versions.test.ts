import { describe, expect, it } from 'vitest';
import { translations } from '../../i18n/index.ts';
import { explainedVersion, versionText, type Lookup } from './versions.ts';

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

  it('the filter label joins the code and its words; a bare code stays bare', () => {
    expect(explainedVersion({ label: 'VOST', explanation: 'Subtitled original: ...' })).toBe(
      'VOST — Subtitled original: ...',
    );
    expect(explainedVersion({ label: 'IMAX VO', explanation: null })).toBe('IMAX VO');
  });
});
