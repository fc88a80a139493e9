import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import {
  ALLOWED_TAGS,
  createHtmlSanitizer,
  htmlSanitizer,
  htmlToText,
  isAllowedUrl,
  sanitizeHtml,
} from '@/contract/html';
import { withoutHandlerAttributes } from '@/contract/htmlText';
import { nodePlatform } from '../../../server/platform/node';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const LINK = 'target="_blank" rel="noopener noreferrer"';

/** Parses the clean HTML, to ask what it contains. */
const parsed = (html: string) => new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body;

describe('the HTML policy (src/contract/html.ts)', () => {
  it('keeps every tag the editors produce, with its text', () => {
    const html =
      '<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6><p><strong>g</strong> <em>h</em> <u>i</u> <s>j</s> <code>k</code><br>l</p>' +
      '<blockquote><p>m</p></blockquote><ul><li><p>n</p></li></ul><ol start="3"><li><p>o</p></li></ol><pre><code>p</code></pre><hr>' +
      `<p><a href="https://example.com" title="t">q</a><img src="${PNG}" alt="r" title="s"></p>`;
    const clean = sanitizeHtml(html);
    expect(clean).toBe(
      html.replace('<a href="https://example.com" title="t">', `<a href="https://example.com" title="t" ${LINK}>`),
    );
    const tags = new Set([...parsed(html).querySelectorAll('*')].map((element) => element.localName));
    expect([...tags].sort()).toEqual([...ALLOWED_TAGS].sort());
  });

  it('passes what TipTap’s starter kit emits, links aside, unchanged', () => {
    const editor = new Editor({
      extensions: [StarterKit],
      content:
        '<h2>Title</h2><p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><a href="https://tiptap.dev">l</a><br>x</p>' +
        '<ul><li><p>one</p></li></ul><ol start="4"><li><p>four</p></li></ol><blockquote><p>q</p></blockquote><pre><code>code</code></pre><hr><h5>small</h5>',
    });
    const html = editor.getHTML();
    editor.destroy();
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(sanitizeHtml(html)).toBe(html.replace('rel="noopener noreferrer nofollow"', 'rel="noopener noreferrer"'));
    expect(htmlSanitizer().clean(html).removed).toBe(0);
  });

  it('removes scripts, styles, frames, plug-ins, SVG, MathML, forms and document-level tags, with their code', () => {
    const body = parsed(
      '<script>alert(1)</script><style>p{color:red}</style><iframe src="https://e.x"></iframe><object data="x"></object><embed src="x">' +
        '<svg><circle r="1"/></svg><math><mi>x</mi></math><form action="https://e.x"><input name="pw"><button>Sign in</button>' +
        '<textarea>t</textarea><select><option>o</option></select></form><meta http-equiv="refresh" content="0;url=https://e.x">' +
        '<base href="https://e.x/"><link rel="stylesheet" href="https://e.x/a.css"><template><p>t</p></template><p>kept</p>',
    );
    expect(body.innerHTML).toBe('<p>kept</p>');
  });

  it('keeps the text of tags it does not allow (div, span, b, tables) but not the tags', () => {
    expect(sanitizeHtml('<div><span>a</span> <b>b</b> <i>c</i></div><table><tr><td>d</td></tr></table>')).toBe(
      'a b cd',
    );
  });

  it('removes style, class, id, data-, aria- and every event attribute', () => {
    const clean = sanitizeHtml(
      '<p style="position:fixed;inset:0" class="x" id="y" data-a="1" aria-label="z" onclick="alert(1)" onmouseover="alert(2)">p</p><img src="x.png" onerror="alert(3)" onload="alert(4)">',
    );
    expect(clean).toBe('<p>p</p><img src="x.png">');
  });

  it('keeps an attribute only on its tag: href on links, src and alt on images, a numeric start on ordered lists', () => {
    expect(sanitizeHtml('<p href="https://e.x" src="https://e.x" start="2" alt="a" title="t">p</p>')).toBe(
      '<p title="t">p</p>',
    );
    expect(sanitizeHtml('<ol start="2"><li>a</li></ol><ol start="1;x"><li>b</li></ol>')).toBe(
      '<ol start="2"><li>a</li></ol><ol><li>b</li></ol>',
    );
    expect(
      sanitizeHtml('<a href="https://e.x" target="_self" rel="opener" download="x" ping="https://e.x">a</a>'),
    ).toBe(`<a href="https://e.x" ${LINK}>a</a>`);
  });

  it('opens links in a new tab that cannot reach the app; an anchor without an address is not a link', () => {
    expect(
      sanitizeHtml('<a href="/pages/faq">a</a><a href="mailto:a@b.io">b</a><a target="_top" rel="opener">c</a>'),
    ).toBe(`<a href="/pages/faq" ${LINK}>a</a><a href="mailto:a@b.io" ${LINK}>b</a><a>c</a>`);
  });

  it('drops javascript:, vbscript: and data: URLs, however written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'file:///etc/passwd',
      'blob:https://e.x/1',
    ]) {
      expect(sanitizeHtml(`<a href="${url}">x</a>`), url).toBe('<a>x</a>');
      expect(sanitizeHtml(`<img src="${url}">`), url).toBe('<img>');
    }
  });

  it('lets images be inline only as PNG, JPEG, GIF or WebP, never SVG, and links never be data', () => {
    for (const type of ['png', 'jpeg', 'gif', 'webp'])
      expect(isAllowedUrl('img', 'src', `data:image/${type};base64,AAAA`), type).toBe(true);
    expect(isAllowedUrl('img', 'src', 'data:image/svg+xml,<svg onload="alert(1)"/>')).toBe(false);
    expect(isAllowedUrl('img', 'src', 'data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isAllowedUrl('a', 'href', PNG)).toBe(false);
    expect(isAllowedUrl('img', 'src', 'mailto:a@b.io')).toBe(false);
    expect(isAllowedUrl('img', 'src', 'https://e.x/a.png')).toBe(true);
    expect(isAllowedUrl('a', 'href', 'tel:+351 21 000 0000')).toBe(true);
  });

  it('defuses mutation XSS: nothing that parses again into a handler survives', () => {
    for (const payload of [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<svg><style><img src=x onerror=alert(1)></style></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<p title="</p><img src=x onerror=alert(1)>">t</p>',
      '<xmp><img src=x onerror=alert(1)></xmp>',
      '<a href="&#14;javascript:alert(1)">x</a>',
    ]) {
      // Cleaned, then parsed again as the page will, nothing carries a handler or a script URL.
      const again = new DOMParser().parseFromString(sanitizeHtml(payload), 'text/html').body;
      const attributes = [...again.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].map((a) => `${a.name}=${a.value}`),
      );
      expect(
        attributes.filter((a) => /^on|javascript:/i.test(a)),
        payload,
      ).toEqual([]);
      expect(again.querySelector('script, style, svg, math, iframe, form'), payload).toBeNull();
    }
  });

  it('gives the same HTML twice in a row (it is saved clean, then cleaned again when shown)', () => {
    for (const html of [
      '<p><a href="https://e.x">a</a></p>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<ol start="2"><li>x &amp; y</li></ol>',
    ]) {
      const once = sanitizeHtml(html);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });

  it('holds remote images back when asked, keeping inline ones, and says how many', () => {
    const cleaned = htmlSanitizer().clean(
      `<p><img src="https://tracker.example/p.gif" alt=""><img src="/logo.png" alt="Logo"><img src="${PNG}" alt="dot"></p>`,
      { blockRemoteImages: { label: 'Image hidden' } },
    );
    expect(cleaned.blockedImages).toBe(2);
    expect(cleaned.html).toBe(
      `<p><img alt="Image hidden" data-blocked-image="" title="Image hidden"><img alt="Logo" data-blocked-image="" title="Image hidden"><img src="${PNG}" alt="dot"></p>`,
    );
    expect(htmlSanitizer().clean('<img src="https://e.x/a.png">').blockedImages).toBe(0);
  });

  it('counts what it removed (the showcase reports it)', () => {
    expect(htmlSanitizer().clean('<p>fine</p>').removed).toBe(0);
    expect(htmlSanitizer().clean('<p onclick="x" style="y">a</p><script>z</script>').removed).toBe(3);
  });

  it('extracts text as text: entities decoded, blocks apart, script and style code left out', () => {
    expect(htmlToText('<p>R&amp;D &lt;team&gt;</p><p>Q&amp;A<br>now</p>')).toBe('R&D <team> Q&A now');
    expect(
      htmlToText('<p>a</p><script>alert(1)</script><style>p{}</style><img src=x onerror="window.__ran = true">'),
    ).toBe('a');
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('gives the same result over the server’s jsdom window as over the page’s', async () => {
    const server = await nodePlatform.htmlWindow().then(createHtmlSanitizer);
    const fresh = createHtmlSanitizer(new JSDOM('').window);
    for (const html of [
      '<p style="x"><a href="https://e.x" onclick="y">a</a></p>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<svg><style><img src=x onerror=alert(1)></style></svg>',
      `<img src="${PNG}"><img src="data:image/svg+xml,<svg/>">`,
    ]) {
      expect(server.sanitize(html), html).toBe(sanitizeHtml(html));
      expect(fresh.sanitize(html), html).toBe(sanitizeHtml(html));
    }
  });

  it('refuses to work without a DOM rather than pass HTML through', () => {
    expect(() => createHtmlSanitizer({} as never)).toThrow(/without a DOM/);
  });
});

describe('event-handler attributes before the browser parses', () => {
  it('renames them in start tags only, so a page with a script policy reports nothing, and the sanitiser removes them', () => {
    expect(
      withoutHandlerAttributes(
        '<p onclick="a()" title="see onload=x > y" ONMOUSEOVER=b()>on=1 <b/onfocus=c>text onclick=d</b></p>',
      ),
    ).toBe(
      '<p data-blocked-onclick="a()" title="see onload=x > y" data-blocked-ONMOUSEOVER=b()>on=1 <b/data-blocked-onfocus=c>text onclick=d</b></p>',
    );
    const { html, removed } = htmlSanitizer().clean('<p onclick="a()" title="t">a</p><img src="x.png" onerror="b()">');
    expect(html).not.toMatch(/on(click|error)|data-blocked/i);
    expect(removed).toBe(2);
  });
});
