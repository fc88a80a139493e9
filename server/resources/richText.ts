import { createHtmlSanitizer, type HtmlSanitizer } from '@/contract/html';

let sanitizer: Promise<HtmlSanitizer> | undefined;

/**
 * The HTML policy of the app and the worker (src/contract/html.ts) over a jsdom window, as Node has no DOM. jsdom
 * neither runs scripts nor loads resources unless told to; it loads on the first write, not at start.
 */
export function serverHtmlSanitizer(): Promise<HtmlSanitizer> {
  sanitizer ??= import('jsdom').then(({ JSDOM }) => createHtmlSanitizer(new JSDOM('').window));
  return sanitizer;
}
