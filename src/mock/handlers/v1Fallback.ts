import { http, HttpResponse } from 'msw';
import { isDeclared } from '@/admin-kit/registry';
import { API_ERRORS } from '@/contract/types';
import { requireSignIn } from '../auth/requireSignIn';
import { answer, readBodyText } from '../lib/httpErrors';

/*
 * What the API server answers for a /v1 path it has no route for (server/app.ts notFound): 404. Below a declared area
 * (`/v1/admin/1/x`, or a method the area does not answer) the caller must be signed in first, as the server's area
 * routes require; any other name is simply not found. Listed last among the /v1 handlers (handlers/index.ts), so
 * every other /v1 handler is tried before it.
 */
const AREA = /^\/v1\/([a-z][a-z0-9-]*)(\/|$)/;

export const v1Fallback = http.all('/v1/*', ({ request }) =>
  answer(async () => {
    await readBodyText(request);
    const area = AREA.exec(new URL(request.url).pathname)?.[1];
    if (area && isDeclared(area)) await requireSignIn(request);
    return HttpResponse.json({ message: API_ERRORS.notFound }, { status: 404 });
  }),
);
