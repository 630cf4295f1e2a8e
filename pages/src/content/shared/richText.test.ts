import { describe, expect, it } from 'vitest';
import { decodeEntities, plainText, plainTextParagraphs, textOnlyHtml } from './richText.ts';

describe('CMS rich text shown as text only (no sanitiser exists; catalogue.txt §3 Article content, member-and-shell.txt §3 FAQ article content)', () => {
  it('keeps the text of a demo article, one paragraph per block', () => {
    expect(plainTextParagraphs('<h2>Qui sommes-nous</h2><p>Marquee.</p>')).toEqual(['Qui sommes-nous', 'Marquee.']);
  });

  it('splits on line breaks and list items, and drops empty blocks', () => {
    expect(plainTextParagraphs('<p>One<br>two</p><p>   </p><ul><li>a</li><li>b</li></ul>')).toEqual([
      'One',
      'two',
      'a',
      'b',
    ]);
  });

  it('drops scripts, styles and frames with their content, and every attribute', () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style><iframe src="x">y</iframe></p><img src=x onerror=alert(1)>';
    expect(plainTextParagraphs(html)).toEqual(['Hi']);
  });

  it('decodes entities once, so an escaped tag stays text', () => {
    expect(plainText('<p>Tom &amp; Jerry &lt;b&gt; &#233;t&#xe9; &rsquo;</p>')).toBe('Tom & Jerry <b> été ’');
    expect(decodeEntities('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;');
    expect(decodeEntities('&unknown; &#0;')).toBe('&unknown; &#0;');
  });

  it('collapses whitespace inside a paragraph and answers nothing for null', () => {
    expect(plainText('<p>  a \n\t b  </p>')).toBe('a b');
    expect(plainTextParagraphs(null)).toEqual([]);
    expect(plainText(undefined)).toBe('');
  });

  it('gives HTML-taking components escaped paragraphs only', () => {
    expect(textOnlyHtml('<p>1 < 2 & <a href="javascript:x">"go"</a></p><p>ok</p>')).toBe(
      '<p>1 &lt; 2 &amp; &quot;go&quot;</p><p>ok</p>',
    );
  });
});
