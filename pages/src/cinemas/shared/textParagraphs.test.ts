import { describe, expect, it } from 'vitest';
import { textParagraphs } from './textParagraphs.ts';

describe('textParagraphs (CMS rich text shown as text, never injected)', () => {
  it('gives one paragraph per block of the real description shape', () => {
    expect(
      textParagraphs('<p>Marquee Beaugrenelle vous accueille.</p><p>Parking <strong>gratuit</strong>.</p>'),
    ).toEqual(['Marquee Beaugrenelle vous accueille.', 'Parking gratuit.']);
  });

  it('splits on line breaks and list items, and keeps plain text whole', () => {
    expect(textParagraphs('Ligne 1<br/>Ligne 2<ul><li>Un</li><li>Deux</li></ul>')).toEqual([
      'Ligne 1',
      'Ligne 2',
      'Un',
      'Deux',
    ]);
    expect(textParagraphs('Toutes les séances de nos cinémas à Paris.')).toEqual([
      'Toutes les séances de nos cinémas à Paris.',
    ]);
  });

  it('drops scripts, styles and frames with their content, and every attribute', () => {
    expect(
      textParagraphs(
        '<p onclick="steal()">Salut</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>',
      ),
    ).toEqual(['Salut']);
  });

  it('decodes named and numeric entities once: an escaped tag stays text', () => {
    expect(textParagraphs('<p>Caf&eacute; &amp; pop&#8209;corn&nbsp;: &#x27;&lt;b&gt;&#39;</p>')).toEqual([
      "Café & pop‑corn\u00a0: '<b>'",
    ]);
    expect(textParagraphs('&unknown; &#0;')).toEqual(['&unknown; &#0;']);
  });

  it('gives nothing for empty, blank or missing content', () => {
    expect(textParagraphs(null)).toEqual([]);
    expect(textParagraphs(undefined)).toEqual([]);
    expect(textParagraphs('<p> </p><p>&nbsp;</p>')).toEqual([]);
  });
});
