import { ExternalGlyph } from '../private/icons/glyphs.tsx';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import { newTabGlyph } from './Link.css.ts';

/**
 * How a link opens. A new tab must be announced (WCAG 3.2.5 advisory, G201), so `newTabHint`
 * — the visually hidden "opens in a new tab" text, in the page's language — is required with `_blank`.
 */
export type LinkTarget =
  | { target?: '_self'; newTabHint?: undefined }
  | {
      /** `_blank` opens a new tab (with `noopener noreferrer`) and needs `newTabHint`. */
      target: '_blank';
      /** Read after the link text, e.g. "(opens in a new tab)". */
      newTabHint: string;
    };

/** A new tab gets no access to this window (`noopener`) and no referrer. */
export function newTabAttributes(target: '_self' | '_blank' | undefined) {
  return target === '_blank' ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};
}

/** The visible external glyph and the hidden hint that end a new-tab link. */
export function NewTabMarker({ hint }: { hint: string | undefined }) {
  if (!hint) return null;
  return (
    <>
      <span className={newTabGlyph}>
        <ExternalGlyph />
      </span>
      <span className={visuallyHidden}> {hint}</span>
    </>
  );
}
