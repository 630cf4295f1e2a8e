import { describe, expect, it } from 'vitest';
import { ctaTargetOf, ctaTypeOf } from './cta.ts';

describe('catalogue.txt §3 Cta: type yellow button, black button, booking; target _self or _blank', () => {
  it('reads the wire words and the full names', () => {
    expect(ctaTypeOf('yellow')).toBe('yellowButton');
    expect(ctaTypeOf('black')).toBe('blackButton');
    expect(ctaTypeOf('Black button')).toBe('blackButton');
    expect(ctaTypeOf('booking')).toBe('booking');
  });

  it('falls back to the yellow button for a missing or unknown type', () => {
    expect(ctaTypeOf(null)).toBe('yellowButton');
    expect(ctaTypeOf('purple')).toBe('yellowButton');
  });

  it('opens a new tab only for _blank', () => {
    expect(ctaTargetOf('_blank')).toBe('_blank');
    expect(ctaTargetOf('_self')).toBe('_self');
    expect(ctaTargetOf(null)).toBe('_self');
  });
});
