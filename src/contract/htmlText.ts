import type { WindowLike } from 'dompurify';

/*
 * The text of HTML from data, for list cells, previews and CSV: the part of the one HTML policy (./html.ts) that needs
 * no sanitiser, so a page that only shows text (a list) loads no DOMPurify. Never runs or loads anything.
 */

/** The DOM HTML is parsed with: this page's. */
export const htmlWindow = (): WindowLike | undefined => globalThis.window as WindowLike | undefined;

/** A start tag, its quoted attribute values skipped whole (they may hold `>`). */
const START_TAG = /<[a-zA-Z](?:"[^"]*"|'[^']*'|[^'">])*>/g;
/** In a start tag: a quoted value (kept as it is), or an attribute named `on…` after a space or a slash. */
const HANDLER_ATTRIBUTE = /("[^"]*"|'[^']*')|([\s/])(on[\w-]*)/gi;

/**
 * HTML with its event-handler attributes (`onclick=…`) renamed `data-blocked-on…`, before a browser parses it. The
 * page's policy (script-src 'self') blocks such handlers, but Chromium reports each one it meets, even in a parse that
 * never runs anything; the sanitiser removes the renamed attribute as it removed the handler. Only start tags change:
 * text and quoted values stay as they are.
 */
export function withoutHandlerAttributes(html: string): string {
  return html.replace(START_TAG, (tag) =>
    tag.replace(HANDLER_ATTRIBUTE, (match, quoted: string | undefined, before: string, name: string) =>
      quoted ? match : `${before}data-blocked-${name}`,
    ),
  );
}

/** The text of HTML on one line (block ends become spaces), parsed with `window`'s DOM. */
export function textOfHtml(window: WindowLike, html: string): string {
  const spaced = withoutHandlerAttributes(html).replace(
    /<(\/p|br|hr|\/div|\/li|\/h\d|\/blockquote|\/pre|\/tr|\/td|\/th)\b[^>]*>/gi,
    '$& ',
  );
  // A parsed document has no browsing context: nothing in it runs or loads.
  const body = new window.DOMParser().parseFromString(spaced, 'text/html').body;
  for (const hidden of Array.from(body.querySelectorAll('script, style, template, noscript'))) hidden.remove();
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The text of HTML with this page's DOM (or the provided one); without a DOM it throws. */
export function htmlToText(html: string): string {
  const window = htmlWindow();
  if (!window?.DOMParser) throw new Error('HTML cannot be read without a DOM');
  return textOfHtml(window, html);
}
