import { http, HttpResponse } from 'msw';
import { API_ERRORS } from '@/contract/types';
import { requireSignIn } from '../auth/requireSignIn';
import { answer, readBodyText } from '../lib/httpErrors';

/*
 * What the API server answers for a /v1 path it has no route for (server/app.ts notFound): 404. A path shaped like an
 * area (`/v1/{name}` or below) is checked for a sign-in first, as the server's area routes are. Listed last among the
 * /v1 handlers (handlers/index.ts), so every other /v1 handler is tried before it.
 */
const AREA_SHAPED = /^\/v1\/[a-z][a-z0-9-]*(\/|$)/;

export const v1Fallback = http.all('/v1/*', ({ request }) =>
  answer(async () => {
    await readBodyText(request);
    if (AREA_SHAPED.test(new URL(request.url).pathname)) await requireSignIn(request);
    return HttpResponse.json({ message: API_ERRORS.notFound }, { status: 404 });
  }),
);
