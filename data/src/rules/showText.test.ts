import { apiCalls } from '../contract/registry.ts';
import { describe, expect, it } from 'vitest';
import { cmsPlainText, shortDescription } from './showText.ts';

/** A synopsis as the site's server has it: the show answer's field, through the contract's sanitiser. */
const cleaned = (synopsis: string) =>
  (apiCalls.show.response.shape.synopsis.parse(synopsis) as string | null | undefined) ?? null;

describe('cmsPlainText (real-api.md §3.2: a synopsis may contain literal "<br/>")', () => {
  it('turns <br/> into newlines and drops other markup', () => {
    expect(cmsPlainText(cleaned('Un film.<br/>Deux lignes.<BR> <b>Trois</b> &amp; cre&euml;ert'))).toBe(
      'Un film.\nDeux lignes.\nTrois & creëert',
    );
  });

  it('reads null as empty', () => {
    expect(cmsPlainText(null)).toBe('');
  });
});

describe('shortDescription', () => {
  it('keeps a short text whole, on one line', () => {
    expect(shortDescription('Deux\nlignes')).toBe('Deux lignes');
  });

  it('cuts a long text at a word and marks the cut', () => {
    const text = `${'mot '.repeat(60)}fin`;
    const short = shortDescription(text, 40);
    expect(short.length).toBeLessThanOrEqual(40);
    expect(short.endsWith('mot…')).toBe(true);
  });
});
