import { HttpResponse, type RequestHandler } from 'msw';
import { runDurably } from '../db';
import { HttpError, readBodyText } from './httpErrors';

/** What a demo app's 400 says about a body above the limit (an i18n key, shown at the form). */
export const BODY_TOO_LARGE = 'app.demoData.errors.bodyTooLarge';
/** What a 500 says when the browser's storage refused a change. */
export const STORAGE_FAILED = 'The change could not be saved in this browser’s storage, so it was not made.';

type Resolver = (info: { request: Request }) => unknown;
const wrapped = new WeakSet<RequestHandler>();

export const isPersisted = (handler: RequestHandler) => wrapped.has(handler);

/** Demo endpoints: a body above MAX_BODY_BYTES is a 400 the form shows. */
async function bodyTooLarge(request: Request): Promise<Response | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  try {
    await readBodyText(request.clone());
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      return HttpResponse.json({ error: { body: BODY_TOO_LARGE } }, { status: 400 });
    throw error;
  }
}

function storageFailed(error: unknown): Response {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return HttpResponse.json({ message: `${STORAGE_FAILED} (${reason})`, error: STORAGE_FAILED }, { status: 500 });
}

/**
 * A handler whose every answer comes after what it changed is stored (db.ts runDurably); if another tab wrote first,
 * it runs again on a copy of the request. msw keeps a handler's resolver in a field (TypeScript-protected, public at
 * run time): wrapping it there keeps each handler's own matching, path parameters and options.
 */
export function persisted<H extends RequestHandler>(handler: H): H {
  if (wrapped.has(handler)) return handler;
  const holder = handler as unknown as { resolver: Resolver };
  const resolve = holder.resolver;
  holder.resolver = async (info) => {
    const refused = await bodyTooLarge(info.request);
    if (refused) return refused;
    const spare = info.request.clone();
    const outcome = await runDurably(async (attempt) =>
      resolve(attempt === 1 ? info : { ...info, request: spare.clone() }),
    );
    return outcome.ok ? outcome.value : storageFailed(outcome.error);
  };
  wrapped.add(handler);
  return handler;
}
