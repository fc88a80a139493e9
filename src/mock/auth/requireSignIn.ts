import { HttpResponse } from 'msw';
import { verifyToken, type TokenClaims } from './jwt';

/**
 * Protects a real-API (`/v1`) endpoint: the bearer must be a valid, unexpired access token. Returns the claims, or
 * the 401 response to send (which makes the client refresh its tokens and replay the call).
 */
export async function authorizeRequest(request: Request): Promise<{ claims: TokenClaims } | { response: Response }> {
  const bearer = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
  const claims = await verifyToken(bearer, 'access');
  if (claims) return { claims };
  return { response: HttpResponse.json({ message: 'Unauthorized: invalid or expired access token' }, { status: 401 }) };
}
