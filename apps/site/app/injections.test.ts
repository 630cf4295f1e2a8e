import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { injectionHtml, placeInjections } from './injections.server.ts';
import { HeadInjections, injectionProps } from './injections.tsx';

describe('member-and-shell.txt §3 Settings injections, placed (decision 0052)', () => {
  it('head ones go to the head, noscript ones to the body’s noscript; an iframe or image asked for in the head is dropped', () => {
    const lines: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => lines.push(line);
    try {
      const placed = placeInjections([
        { position: 'head', element: 'meta', attributes: { name: 'marquee-site', content: 'fr' } },
        {
          position: 'noscript',
          element: 'img',
          attributes: { src: 'https://tags.example/p.gif', alt: '', 'data-category': 'necessary' },
        },
        { position: 'head', element: 'iframe', attributes: { src: 'https://tags.example/frame' } },
      ]);
      expect(placed.head).toEqual([
        { position: 'head', element: 'meta', attributes: { name: 'marquee-site', content: 'fr' } },
      ]);
      expect(placed.noscript).toBe('<img src="https://tags.example/p.gif" alt="" data-category="necessary">');
    } finally {
      console.warn = warn;
    }
    expect(lines.join('\n')).toContain('iframe: not in a head');
  });

  it('issue 21 "no tracking script before consent" (decision 0053): a script waits, inert, for its category; a pixel for visitors without scripts is dropped', () => {
    const lines: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => lines.push(line);
    let placed: ReturnType<typeof placeInjections>;
    try {
      placed = placeInjections([
        { position: 'head', element: 'script', attributes: { src: 'https://tags.example/t.js', async: '' } },
        {
          position: 'head',
          element: 'script',
          value: 'chat()',
          attributes: { 'data-category': 'support', type: 'module' },
        },
        { position: 'head', element: 'script', value: 'boot()', attributes: { 'Data-Category': 'necessary' } },
        { position: 'noscript', element: 'img', attributes: { src: 'https://tags.example/p.gif', alt: '' } },
      ]);
    } finally {
      console.warn = warn;
    }
    expect(placed.head).toEqual([
      {
        position: 'head',
        element: 'script',
        attributes: {
          async: '',
          type: 'text/plain',
          'data-category': 'analytics',
          'data-src': 'https://tags.example/t.js',
        },
      },
      {
        position: 'head',
        element: 'script',
        value: 'chat()',
        attributes: { type: 'text/plain', 'data-category': 'support', 'data-type': 'module' },
      },
      { position: 'head', element: 'script', value: 'boot()', attributes: { 'Data-Category': 'necessary' } },
    ]);
    expect(placed.noscript).toBe('');
    expect(lines.join('\n')).toContain('img: no consent without scripts');
  });

  it('scripts and styles carry the page’s nonce; their code is the settings’ own text', () => {
    const html = renderToStaticMarkup(
      createElement(HeadInjections, {
        nonce: 'abc',
        injections: [
          { position: 'head', element: 'script', value: 'window.tag = 1;', attributes: { async: '', id: 'tag' } },
          { position: 'head', element: 'style', value: '.x{color:red}' },
          { position: 'head', element: 'meta', attributes: { 'http-equiv': 'x-dns-prefetch-control', content: 'on' } },
        ],
      }),
    );
    expect(html).toContain('<script async="" id="tag" nonce="abc">window.tag = 1;</script>');
    expect(html).toContain('<style nonce="abc">.x{color:red}</style>');
    expect(html).toContain('<meta http-equiv="x-dns-prefetch-control" content="on"/>');
  });

  it('leaves out event handlers, a nonce of its own and style; escapes what goes into a noscript', () => {
    expect(injectionProps({ onload: 'steal()', nonce: 'guessed', style: 'x', class: 'a', crossorigin: '' })).toEqual({
      className: 'a',
      crossOrigin: '',
    });
    expect(
      injectionHtml({
        position: 'noscript',
        element: 'iframe',
        value: '<b>',
        attributes: { src: 'https://x.example/?a="1"&b' },
      }),
    ).toBe('<iframe src="https://x.example/?a=&quot;1&quot;&amp;b">&lt;b&gt;</iframe>');
  });
});
