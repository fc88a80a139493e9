import { API_ERRORS } from '@/contract/types';
import { HttpError } from '../lib/httpErrors';
import { principalForSubject, type Principal } from './accounts';
import { verifyToken } from './jwt';

/**
 * Protects a real-API (`/v1`) endpoint as server/auth/principal.ts `requireSignIn` does: the bearer must be a valid,
 * unexpired access token of an active account. Returns who is calling, or throws the 401 (which makes the client
 * refresh its tokens and replay the call).
 */
export async function requireSignIn(request: Request): Promise<Principal> {
  const bearer = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
  const claims = await verifyToken(bearer, 'access');
  const principal = claims ? principalForSubject(claims.sub) : null;
  if (!principal) throw new HttpError(401, { message: API_ERRORS.unauthorized });
  return principal;
}
