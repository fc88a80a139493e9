import { createHtmlSanitizer, type HtmlSanitizer } from '@/contract/html';
import type { ServerContext } from '../context';

const sanitizers = new WeakMap<ServerContext, Promise<HtmlSanitizer>>();

/**
 * The HTML policy of the app (src/contract/html.ts) over the platform's DOM: a jsdom window in Node, which neither
 * runs scripts nor loads resources unless told to, and loads on the first write, not at start; the page's own window
 * in the browser-only mode.
 */
export function serverHtmlSanitizer(context: ServerContext): Promise<HtmlSanitizer> {
  let sanitizer = sanitizers.get(context);
  if (!sanitizer) {
    sanitizer = context.config.platform.htmlWindow().then(createHtmlSanitizer);
    sanitizers.set(context, sanitizer);
  }
  return sanitizer;
}
