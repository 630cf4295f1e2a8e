import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { formatsOf } from '../../i18n/formats.ts';
import { formatPlanPrice } from './planPrice.ts';

const fr = formatsOf(createI18n('fr', 'fr'));

// Intl separates amount and symbol with a no-break space; compare on plain spaces.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

describe('formatPlanPrice (catalogue.txt §3 Cinema details cinepass price)', () => {
  it('writes a number in the site currency and locale (decision 0009: EUR, CHF on ch)', () => {
    expect(plain(formatPlanPrice(21.9, fr))).toBe('21,90 €');
    expect(plain(formatPlanPrice(24.09, formatsOf(createI18n('nl', 'nl'))))).toBe('€ 24,09');
    expect(plain(formatPlanPrice(30.66, formatsOf(createI18n('en', 'ch'))))).toBe('CHF 30.66');
  });

  it('keeps a price the API already wrote out, and gives nothing without a price', () => {
    expect(formatPlanPrice('Dès 19,90 €', fr)).toBe('Dès 19,90 €');
    expect(formatPlanPrice(null, fr)).toBeNull();
    expect(formatPlanPrice(undefined, fr)).toBeNull();
    expect(formatPlanPrice('', fr)).toBeNull();
  });
});
