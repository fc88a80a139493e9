import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { mockDb } from '../db';
import { authenticate, findAuthUser, publicUser, userForSubject } from '../auth/accounts';
import { signToken, verifyToken } from '../auth/jwt';
import { hashPassword } from '../auth/passwords';

const readJson = async (request: Request): Promise<Record<string, unknown>> => {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function tokensFor(sub: string | number) {
  return { accessToken: await signToken(sub, 'access'), refreshToken: await signToken(sub, 'refresh') };
}

/** POST login: 400 with the seed's field message under `email` on wrong credentials. */
async function login({ request }: { request: Request }) {
  const body = await readJson(request);
  const user = await authenticate(text(body.email), typeof body.password === 'string' ? body.password : '');
  if (!user) return HttpResponse.json({ error: { email: ['Email or Password is Invalid'] } }, { status: 400 });
  return HttpResponse.json({ userData: user, ...(await tokensFor(user.id)) });
}

/** POST register: all three fields or 400 with no body; duplicates get field messages; new users are admins. */
async function register({ request }: { request: Request }) {
  const body = await readJson(request);
  const username = text(body.username);
  const email = text(body.email);
  const password = typeof body.password === 'string' ? body.password : '';
  if (!username || !email || !password) return new HttpResponse(null, { status: 400 });
  const error: Record<string, string[]> = {};
  if (findAuthUser({ email })) error.email = ['This email is already in use.'];
  if (findAuthUser({ username })) error.username = ['This username is already in use.'];
  if (Object.keys(error).length) return HttpResponse.json({ error }, { status: 400 });
  const row = mockDb().addOne('authUsers', {
    fullName: username, username, email, avatar: '', role: 'admin', passwordHash: await hashPassword(password),
    ability: [{ action: 'manage', subject: 'all' }], extras: { eCommerceCartItemsCount: 5 },
  });
  const userData = publicUser(row);
  return HttpResponse.json({ userData, ...(await tokensFor(userData.id)) });
}

/** POST refresh-token: a valid refresh token buys a new pair; otherwise 401 `Invalid refresh token`. */
async function refreshToken({ request }: { request: Request }) {
  const body = await readJson(request);
  const claims = await verifyToken(text(body.refreshToken), 'refresh');
  if (!claims || !userForSubject(claims.sub)) return HttpResponse.json({ error: 'Invalid refresh token' }, { status: 401 });
  return HttpResponse.json(await tokensFor(claims.sub), { status: 201 });
}

const emailBody = z.object({ email: z.email() });
const resetBody = z.object({ email: z.email(), code: z.string().regex(/^\d{6}$/), password: z.string().min(8) });

function issueCode(email: string): string {
  const code = String(Math.floor(100000 + Math.random() * 900000));
  const codes = mockDb().getAll('authResetCodes', { filter: { email } });
  for (const old of codes) mockDb().removeOne('authResetCodes', old.id);
  mockDb().addOne('authResetCodes', { email, code, expiresAt: Date.now() + 10 * 60_000 });
  return code;
}

/** Sends a reset code. Unknown addresses get the same answer, so the form does not reveal who has an account. */
async function forgotPassword({ request }: { request: Request }) {
  const parsed = emailBody.safeParse(await readJson(request));
  if (!parsed.success) return HttpResponse.json({ error: { email: ['Please enter a valid email.'] } }, { status: 400 });
  const email = parsed.data.email.toLowerCase();
  // Demo mode has no mailbox, so the code is returned for the page to show; a real API would e-mail it.
  const demoCode = findAuthUser({ email }) ? issueCode(email) : undefined;
  return HttpResponse.json({ message: 'If the address is registered, a reset code is on its way.', demoCode });
}

async function resetPassword({ request }: { request: Request }) {
  const parsed = resetBody.safeParse(await readJson(request));
  if (!parsed.success) return HttpResponse.json({ error: { code: ['Invalid or expired code'] } }, { status: 400 });
  const { email, code, password } = parsed.data;
  const match = mockDb().getAll('authResetCodes', { filter: { email: email.toLowerCase(), code } })[0] as { id: number; expiresAt: number } | undefined;
  const account = findAuthUser({ email });
  if (!match || match.expiresAt < Date.now() || !account) return HttpResponse.json({ error: { code: ['Invalid or expired code'] } }, { status: 400 });
  mockDb().removeOne('authResetCodes', match.id);
  mockDb().updateOne('authUsers', account.id, { passwordHash: await hashPassword(password) });
  return HttpResponse.json({ message: 'Password updated' });
}

async function resendOtp({ request }: { request: Request }) {
  const parsed = emailBody.safeParse(await readJson(request));
  if (!parsed.success) return HttpResponse.json({ error: { email: ['Please enter a valid email.'] } }, { status: 400 });
  const email = parsed.data.email.toLowerCase();
  return HttpResponse.json({ message: 'A new code is on its way.', demoCode: findAuthUser({ email }) ? issueCode(email) : undefined });
}

export const handlers = [
  // The template's mock endpoints (seed section 7).
  http.post('/jwt/login', login),
  http.post('/jwt/register', register),
  http.post('/jwt/refresh-token', refreshToken),
  // The real-API contract under /v1, answered with the same logic in demo mode.
  http.post('/v1/auth/login', login),
  http.post('/v1/auth/refresh-token', refreshToken),
  http.post('/v1/jwt/register', register),
  http.post('/v1/jwt/logout', () => HttpResponse.json({ message: 'Signed out' })),
  http.post('/v1/account/forgot-password', forgotPassword),
  http.post('/v1/account/reset-password', resetPassword),
  http.post('/v1/account/resend-otp', resendOtp),
];
