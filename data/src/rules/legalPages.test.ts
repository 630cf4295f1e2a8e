import { describe, expect, it } from 'vitest';
import { legalSlug } from './legalPages.ts';

describe('Cvd and general terms read their text from the master-template page named by a slug stem (catalogue.txt §7 Master template)', () => {
  it('finds the stem or its language variant in the demo lists', () => {
    expect(legalSlug([{ slug: 'about' }, { slug: 'privacy' }], 'privacy')).toBe('privacy');
    expect(legalSlug([{ slug: 'about-en' }, { slug: 'privacy-en' }], 'privacy')).toBe('privacy-en');
  });

  it('prefers the exact slug and ignores slugs that only start with the same letters', () => {
    expect(legalSlug([{ slug: 'privacy-de' }, { slug: 'privacy' }], 'privacy')).toBe('privacy');
    expect(legalSlug([{ slug: 'privacyfaq' }], 'privacy')).toBeNull();
  });

  it('answers null when the site has no such page', () => {
    expect(legalSlug([{ slug: 'about' }], 'general-terms')).toBeNull();
    expect(legalSlug([], 'privacy')).toBeNull();
  });
});
