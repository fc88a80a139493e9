import type { WindowLike } from 'dompurify';

/*
 * The text of HTML from data, for list cells, previews and CSV: the part of the one HTML policy (./html.ts) that needs
 * no sanitiser, so a page that only shows text (a list) loads no DOMPurify. Never runs or loads anything.
 */

let providedWindow: WindowLike | undefined;

/** A DOM for the worker's handlers where there is no page (they run under Node in the contract tests). */
export function provideHtmlWindow(window: WindowLike) {
  providedWindow = window;
}

/** The DOM HTML is parsed with: the one provided, else this page's. */
export const htmlWindow = (): WindowLike | undefined => providedWindow ?? (globalThis.window as WindowLike | undefined);

/** The text of HTML on one line (block ends become spaces), parsed with `window`'s DOM. */
export function textOfHtml(window: WindowLike, html: string): string {
  const spaced = html.replace(/<(\/p|br|hr|\/div|\/li|\/h\d|\/blockquote|\/pre|\/tr|\/td|\/th)\b[^>]*>/gi, '$& ');
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
