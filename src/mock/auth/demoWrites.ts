import { HttpResponse } from 'msw';
import { API_ERRORS } from '@/contract/types';
import type { Action } from '@/routes/types';
import { API_MODE } from '@/data/config';
import { requireSignIn } from './requireSignIn';

/*
 * Who may change demo content every reader sees (the blog). In browser-only mode the worker is the API: it verifies
 * the caller's token and checks the ability (401, 403). In server mode the demo data is the visitor's own copy in
 * their browser and the tokens are the server's, which the worker cannot verify: the route guard is the check there.
 * The worker's tests run it as the browser-only API.
 */
const enforced = API_MODE === 'browser' || Boolean(import.meta.env.VITEST);

export async function demoWriteRefused(request: Request, action: Action, subject: string): Promise<Response | null> {
  if (!enforced) return null;
  const principal = await requireSignIn(request).catch(() => null);
  if (!principal) return HttpResponse.json({ message: API_ERRORS.unauthorized }, { status: 401 });
  if (!principal.ability.can(action, subject))
    return HttpResponse.json({ message: API_ERRORS.forbidden }, { status: 403 });
  return null;
}
