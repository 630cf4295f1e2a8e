import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../contract/registry.ts';
import cinemasRecording from '../fixtures/real/cinemas-2026-09.nl.json' with { type: 'json' };
import { cleanCmsHtml } from './cmsHtml.ts';
import { cmsParagraphs, cmsText } from './cmsText.ts';

/** Every element of an HTML fragment with its attributes, read by a real HTML parser (htmlparser2). */
function elementsOf(html: string): { tag: string; attributes: Record<string, string> }[] {
  const found: { tag: string; attributes: Record<string, string> }[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    nonTextTags: [],
    exclusiveFilter: (frame) => {
      found.push({ tag: frame.tag, attributes: frame.attribs });
      return false;
    },
  });
  return found;
}

const allowedTags = ['p', 'br', 'strong', 'em', 'b', 'i', 'a', 'ul', 'ol', 'li'];

/** A corpus of script-injection vectors (OWASP's filter evasion cheat sheet and its kin). */
const xssCorpus = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="//evil.example/">protocol-relative</a>',
  '<a href="https://ok.example/" onclick="alert(1)" target="_blank" style="color:red">ok</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="evil.swf"></object><embed src="evil.swf">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<style>@import "evil.css";</style>',
  '<link rel=stylesheet href=evil.css>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p>unclosed <a href="https://ok.example/">link',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<a href="https://ok.example/"><img src=x onerror=alert(1)></a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<ul><li onclick="alert(1)">item</li></ul>',
  '<base href="javascript:alert(1)//">',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<a href="https://ok.example/" title="x&quot; onmouseover=&quot;alert(1)">quoted</a>',
];

describe('issue 23: one sanitiser for CMS HTML, one allow-list', () => {
  it('keeps paragraphs, line breaks, emphasis, links and lists', () => {
    expect(
      cleanCmsHtml(
        '<p>Voir <a href="https://www.marquee.nl/faq?a=1&amp;b=2" title="FAQ">la FAQ</a><br>et <strong>réservez</strong>.</p>' +
          '<ul><li>un</li><li><em>deux</em></li></ul><ol><li>trois</li></ol>',
      ),
    ).toBe(
      '<p>Voir <a href="https://www.marquee.nl/faq?a=1&amp;b=2" title="FAQ">la FAQ</a><br />et <strong>réservez</strong>.</p>' +
        '<ul><li>un</li><li><em>deux</em></li></ul><ol><li>trois</li></ol>',
    );
    expect(cleanCmsHtml('<a href="mailto:help@marquee.nl">mail</a> <a href="tel:+31201234567">call</a>')).toBe(
      '<a href="mailto:help@marquee.nl">mail</a> <a href="tel:+31201234567">call</a>',
    );
  });

  it('decodes entities: the real Dutch API’s cre&euml;ert comes out as creëert', () => {
    const cinemas = apiCalls.cinemas.response.parse(cinemasRecording) as { services?: { description?: string }[] }[];
    const descriptions = cinemas.flatMap((cinema) => cinema.services ?? []).map((service) => service.description);
    const fourDx = descriptions.find((text) => text?.includes('4DX'));
    expect(fourDx).toContain('<p>In 4DX zijn films niet langer beperkt tot het scherm');
    expect(fourDx).toContain('creëert 4DX een compleet andere ervaring.</p>');
    expect(descriptions.join()).not.toMatch(/&[a-z]+;/);
  });

  it('drops every other element, keeping its text; headings become paragraphs; empty blocks go', () => {
    expect(cleanCmsHtml('<h2>Titre</h2><div>Un <span class="x">texte</span> <u>souligné</u></div><p> </p>')).toBe(
      '<p>Titre</p>Un texte souligné',
    );
  });

  it.each(xssCorpus)('an XSS corpus rendered through it executes nothing: %s', (payload) => {
    const clean = cleanCmsHtml(payload);
    for (const element of elementsOf(clean)) {
      expect(allowedTags).toContain(element.tag);
      for (const [name, value] of Object.entries(element.attributes)) {
        expect(['href', 'title']).toContain(name);
        if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:|tel:)/);
      }
    }
    expect(clean).not.toMatch(/<script|javascript:|onerror|onload/i);
  });
});

describe('the text of cleaned CMS HTML (meta descriptions, JSON-LD, text props)', () => {
  it('one entry per block or line break, entities read back, markup gone', () => {
    const clean = cleanCmsHtml(
      '<p>Un <b>équipage</b> &amp; <a href="https://x.example/">lien</a><br/>deux</p><ul><li>trois</li></ul>',
    );
    expect(cmsParagraphs(clean)).toEqual(['Un équipage & lien', 'deux', 'trois']);
    expect(cmsText(clean)).toBe('Un équipage & lien deux trois');
    expect(cmsText(cleanCmsHtml('1 &lt; 2 &quot;quoted&quot;'))).toBe('1 < 2 "quoted"');
    expect(cmsText(null)).toBe('');
  });
});
