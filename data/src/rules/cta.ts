/** The kinds of call-to-action button (catalogue.txt §3 Cta type); the design system's `CtaType`. */
export type CtaKind = 'yellowButton' | 'blackButton' | 'booking';

/**
 * catalogue.txt §3 Cta type "yellow button, black button, booking": the API writes `yellow`,
 * `black` or `booking` (and sometimes the full words); anything else is the default yellow button.
 */
export function ctaTypeOf(type: string | null | undefined): CtaKind {
  const word = (type ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (word === 'black' || word === 'blackbutton') return 'blackButton';
  if (word === 'booking') return 'booking';
  return 'yellowButton';
}

/** A Cta target from the wire (`_self`, `_blank`, null). */
export function ctaTargetOf(target: string | null | undefined): '_self' | '_blank' {
  return target === '_blank' ? '_blank' : '_self';
}
