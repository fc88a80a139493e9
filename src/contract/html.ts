import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import { htmlWindow, textOfHtml, withoutHandlerAttributes } from './htmlText';

export { htmlToText } from './htmlText';

/*
 * The one policy for HTML that comes from data (content pages, biographies, blog posts, knowledge-base articles,
 * e-mail bodies), applied by the app when it shows it and by the API server when it
 * saves it, so every place gives the same result. Tags are what the editors (TipTap's starter kit) and the demo data
 * produce; there are no styles, forms, frames, SVG or MathML, and no event handlers. Links open in a new tab that
 * cannot reach this one. URLs are http(s), mailto, tel or relative; an image may also be a raster data URL, never SVG.
 */

/** The starter kit's nodes and marks (headings 5 and 6 come from pasted text and the knowledge base). */
export const ALLOWED_TAGS = [
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
] as const;

/** Attributes each tag keeps (`*`: every tag). A link's `target` and `rel` are always the policy's values. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['title'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
  ol: ['start'],
};

export const LINK_TARGET = '_blank';
export const LINK_REL = 'noopener noreferrer';

/** Raster images inline; SVG can carry scripts, so it never passes. */
export const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);
/** What browsers ignore inside a URL (DOMPurify strips the same before it checks one). */
const URL_IGNORED = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g; // eslint-disable-line no-control-regex -- control characters are what it removes
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Whether `value` may stand in `attribute` (href or src) of `tag`: javascript:, vbscript:, data: (but raster images) and any other scheme are refused. */
export function isAllowedUrl(tag: string, attribute: string, value: string): boolean {
  const url = value.replace(URL_IGNORED, '');
  if (tag === 'img' && attribute === 'src' && RASTER_DATA_IMAGE.test(url)) return true;
  const scheme = SCHEME.exec(url)?.[1].toLowerCase();
  if (scheme === undefined) return true;
  return (
    tag === 'a' && attribute === 'href'
      ? LINK_SCHEMES
      : tag === 'img' && attribute === 'src'
        ? IMAGE_SCHEMES
        : new Set()
  ).has(scheme);
}

const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Controls whose text would otherwise stay behind as loose words.
  ADD_FORBID_CONTENTS: ['button', 'select', 'textarea', 'object', 'embed', 'applet'],
};

export interface SanitizeOptions {
  /**
   * Images not inside the HTML (any URL but a raster data URL) lose their address and show this label instead,
   * until the reader asks for them (an e-mail's "Show images"): they would tell the sender it was read.
   */
  blockRemoteImages?: { label: string };
}

export interface Cleaned {
  html: string;
  /** Elements and attributes the policy removed. */
  removed: number;
  /** Images `blockRemoteImages` held back. */
  blockedImages: number;
}

export interface HtmlSanitizer {
  sanitize(html: string, options?: SanitizeOptions): string;
  /** The clean HTML with what was removed or held back. */
  clean(html: string, options?: SanitizeOptions): Cleaned;
  /** The text of HTML on one line (block ends become spaces), for list cells, previews and CSV. Never runs or loads anything. */
  text(html: string): string;
}

/** Marks an image held back by `blockRemoteImages`, for the frame's placeholder style. */
export const BLOCKED_IMAGE_ATTRIBUTE = 'data-blocked-image';

/** The policy over a DOM: the page's `window` in the browser, a jsdom window in Node (the API server). */
export function createHtmlSanitizer(window: WindowLike | undefined): HtmlSanitizer {
  const purify = createDOMPurify(window);
  if (!window || !purify.isSupported) throw new Error('HTML cannot be sanitised without a DOM');
  let options: SanitizeOptions = {};
  let blockedImages = 0;

  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = node.nodeName.toLowerCase();
    const name = event.attrName;
    const allowed = ALLOWED_ATTRIBUTES['*'].includes(name) || (ALLOWED_ATTRIBUTES[tag] ?? []).includes(name);
    if (!allowed) event.keepAttr = false;
    else if ((name === 'href' || name === 'src') && !isAllowedUrl(tag, name, event.attrValue)) event.keepAttr = false;
    else if (name === 'start' && !/^-?\d{1,6}$/.test(event.attrValue.trim())) event.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', LINK_TARGET);
      node.setAttribute('rel', LINK_REL);
    } else if (node.nodeName === 'A') {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
    const src = node.nodeName === 'IMG' ? node.getAttribute('src') : null;
    if (options.blockRemoteImages && src !== null && !RASTER_DATA_IMAGE.test(src.replace(URL_IGNORED, ''))) {
      node.removeAttribute('src');
      node.setAttribute(BLOCKED_IMAGE_ATTRIBUTE, '');
      node.setAttribute('title', options.blockRemoteImages.label);
      if (!node.getAttribute('alt')) node.setAttribute('alt', options.blockRemoteImages.label);
      blockedImages++;
    }
  });

  const clean = (html: string, given: SanitizeOptions = {}): Cleaned => {
    options = given;
    blockedImages = 0;
    try {
      const result = purify.sanitize(withoutHandlerAttributes(html), PURIFY_CONFIG);
      // The parse's own <body> is outside the allow-list and reported too: it is not part of the HTML.
      const removed = purify.removed.filter(
        (entry) => !('element' in entry && entry.element.nodeName === 'BODY'),
      ).length;
      return { html: result, removed, blockedImages };
    } finally {
      options = {};
    }
  };

  return {
    clean,
    sanitize: (html, given) => clean(html, given).html,
    text: (html) => textOfHtml(window, html),
  };
}

let pageSanitizer: { window: WindowLike | undefined; sanitizer: HtmlSanitizer } | undefined;

/** The policy over this page's DOM (or the one provided): the app's screens. Without a DOM it throws. */
export function htmlSanitizer(): HtmlSanitizer {
  const window = htmlWindow();
  if (!pageSanitizer || pageSanitizer.window !== window)
    pageSanitizer = { window, sanitizer: createHtmlSanitizer(window) };
  return pageSanitizer.sanitizer;
}

export const sanitizeHtml = (html: string, options?: SanitizeOptions) => htmlSanitizer().sanitize(html, options);
