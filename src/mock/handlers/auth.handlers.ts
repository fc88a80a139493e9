import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { field } from '@/admin-kit/schema/fields';
import { fieldErrors, issueMessage } from '@/admin-kit/schema/validation';
import { isManageAll, rulesOfRole, usernameOf, type RoleRecord } from '@/contract/identity';
import { formatOf, hashPbkdf2, verifyPassword } from '@/contract/passwords';
import { API_ERRORS, AUTH_MESSAGES, type LoginResponse } from '@/contract/types';
import { findAccount, isActive, principalOf, type Account } from '../auth/accounts';
import { verifyToken } from '../auth/jwt';
import { clearFailures, isLocked, lockKey, recordFailure } from '../auth/lockout';
import { requireSignIn } from '../auth/requireSignIn';
import { checkResetCode, forgetResetCode, sendResetCode } from '../auth/resetCodes';
import { consumeRefreshToken, issueTokens, revokeAccount, revokeFamily } from '../auth/tokens';
import { insertStored, storedRows, updateStored } from '../lib/areaStore';
import { answer, HttpError, parseObject, readBodyText } from '../lib/httpErrors';
import { mockDb } from '../db';

/*
 * Sign-in, refresh, registration, sign-out and the password flows, answered in the browser as the API server answers
 * them (server/auth/routes.ts), over one identity store: the `admin` collection and its roles. The template's mock
 * endpoints (seed section 7: /jwt/login, /jwt/register, /jwt/refresh-token) are always answered; the /v1 ones only in
 * the browser-only mode.
 */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const emailSchema = z.email().max(160);
const password = field.password();
/** The role a self-registered account gets on /v1 (server config `registrationRole`); never one with `manage all`. */
const REGISTRATION_ROLE = 'Client';

const authError = (status: 400 | 401 | 403 | 429, errors: Record<string, string[]>) =>
  HttpResponse.json({ error: errors }, { status });
const nowIso = () => new Date().toISOString();

/** The first policy message a new password breaks, or null. */
function passwordProblem(value: unknown): string | null {
  const parsed = password.safeParse(value, { error: issueMessage });
  return parsed.success ? null : Object.values(fieldErrors(parsed.error))[0];
}

/** A /v1 handler: the body is measured first (413), then `run` decides; thrown HttpErrors become answers. */
const route =
  (run: (request: Request, body: string) => Promise<Response>) =>
  ({ request }: { request: Request }) =>
    answer(async () => run(request, await readBodyText(request)));

async function signedIn(accountId: number): Promise<LoginResponse> {
  const { user } = principalOf(findAccount({ id: accountId })!);
  return { userData: user, ...(await issueTokens(accountId)) };
}

/** POST login: 400 with the seed's message under `email` on wrong credentials; 429 while the address is locked. */
const login = route(async (_request, raw) => {
  const body = parseObject(raw);
  const email = text(body.email);
  const key = lockKey(email);
  if (isLocked(key)) return authError(429, { email: [AUTH_MESSAGES.locked] });
  const account = email ? findAccount({ email }) : undefined;
  const given = typeof body.password === 'string' ? body.password : '';
  if (
    !account ||
    !isActive(account) ||
    !given ||
    given.length > 256 ||
    !(await verifyPassword(given, account.passwordHash))
  ) {
    recordFailure(key);
    return authError(400, { email: [AUTH_MESSAGES.invalidCredentials] });
  }
  clearFailures(key);
  const update: Record<string, unknown> = { lastSignInAt: nowIso() };
  // The demo data's legacy hashes are replaced by the worker's PBKDF2 at the first sign-in.
  if (formatOf(account.passwordHash) === 'legacy') update.passwordHash = await hashPbkdf2(given);
  updateStored('admin', account.id, update, { touch: false });
  return HttpResponse.json(await signedIn(account.id));
});

/** POST refresh-token: a refresh token is good once; a used one presented again ends its whole family. */
const refreshToken = route(async (_request, raw) => {
  const body = parseObject(raw);
  const claims = await verifyToken(text(body.refreshToken), 'refresh');
  const invalid = () => HttpResponse.json({ error: AUTH_MESSAGES.invalidRefresh }, { status: 401 });
  if (!claims) return invalid();
  const rotated = await consumeRefreshToken(claims);
  if (!rotated || 'reused' in rotated) return invalid();
  const account = findAccount({ id: rotated.accountId });
  if (!isActive(account)) {
    revokeFamily(rotated.family);
    return invalid();
  }
  // The abilities come back too, so a role change reaches the screens at the next refresh.
  const { user } = principalOf(account);
  return HttpResponse.json({ ...(await issueTokens(account.id, rotated.family)), userData: user }, { status: 201 });
});

/**
 * POST register: all three fields or 400 with no body; field messages for a bad or taken e-mail, a taken username
 * (the e-mail's local part of an account) or one the sign-up form would not take, and a weak password. `roleFor` picks the new account's role.
 */
function register(roleFor: (roles: RoleRecord[]) => RoleRecord | undefined) {
  return route(async (_request, raw) => {
    const body = parseObject(raw);
    const username = text(body.username);
    const email = text(body.email);
    const given = typeof body.password === 'string' ? body.password : '';
    if (!username || !email || !given) return new HttpResponse(null, { status: 400 });
    const errors: Record<string, string[]> = {};
    if (!emailSchema.safeParse(email).success) errors.email = [AUTH_MESSAGES.invalidEmail];
    else if (findAccount({ email })) errors.email = [AUTH_MESSAGES.emailTaken];
    const name = usernameOf(`${username}@`).toLowerCase();
    if ((storedRows('admin') as unknown as Account[]).some((admin) => usernameOf(admin.email).toLowerCase() === name))
      errors.username = [AUTH_MESSAGES.usernameTaken];
    const problem = passwordProblem(given);
    if (problem) errors.password = [problem];
    // The sign-up form's rule for usernames (src/features/pages/auth/newPasswordSchemas.ts).
    if (!/^[\w.-]{3,30}$/.test(username)) errors.username = ['auth.validation.usernameFormat'];
    if (Object.keys(errors).length) return authError(400, errors);
    const role = roleFor(mockDb().getCollection('role').items as RoleRecord[]);
    if (!role) return authError(403, { email: [AUTH_MESSAGES.registrationClosed] });
    const created = insertStored('admin', {
      fullName: username,
      email,
      roleId: Number(role.id),
      status: 'active',
      avatar: null,
      passwordHash: await hashPbkdf2(given),
      lastSignInAt: nowIso(),
    });
    return HttpResponse.json(await signedIn(created.id));
  });
}

/** /v1: the registration role, and never one that manages everything. */
const registerClient = register((roles) => {
  const role = roles.find((r) => r.name?.toLowerCase() === REGISTRATION_ROLE.toLowerCase());
  return role && !isManageAll(rulesOfRole(role)) ? role : undefined;
});
/** The template's mock: "registered users become admin" (seed section 6), with the role that manages everything. */
const registerAdministrator = register(
  (roles) =>
    roles.find((r) => r.name === 'Administrator' && isManageAll(rulesOfRole(r))) ??
    roles.find((r) => isManageAll(rulesOfRole(r))),
);

/** POST logout: the refresh token of the body (when valid) and its whole family stop working. */
const logout = route(async (_request, raw) => {
  let body: Record<string, unknown> = {};
  try {
    body = parseObject(raw);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
  const claims = await verifyToken(text(body.refreshToken), 'refresh');
  if (claims?.fam) revokeFamily(claims.fam);
  return HttpResponse.json({ message: 'Signed out' });
});

/** POST forgot-password and resend-otp: the same answer for every address, so the form reveals no account. */
const sendCode = route(async (_request, raw) => {
  const body = parseObject(raw);
  const parsed = emailSchema.safeParse(text(body.email));
  if (!parsed.success) return authError(400, { email: [AUTH_MESSAGES.invalidEmail] });
  const email = parsed.data.toLowerCase();
  const account = findAccount({ email });
  // The code goes to the demo e-mail app's inbox, never into the answer.
  if (isActive(account)) await sendResetCode(email, account.fullName);
  return HttpResponse.json({ message: 'If the address is registered, a reset code is on its way.' });
});

/** POST reset-password: a new password for a valid code; every session of the account ends. */
const resetPassword = route(async (_request, raw) => {
  const body = parseObject(raw);
  const email = text(body.email).toLowerCase();
  const code = text(body.code);
  const invalidCode = () => authError(400, { code: [AUTH_MESSAGES.invalidCode] });
  const problem = passwordProblem(body.password);
  if (problem) return authError(400, { password: [problem] });
  if (!emailSchema.safeParse(email).success || !/^\d{6}$/.test(code)) return invalidCode();
  if (!(await checkResetCode(email, code))) return invalidCode();
  const account = findAccount({ email });
  if (!account) return invalidCode();
  updateStored(
    'admin',
    account.id,
    { passwordHash: await hashPbkdf2(body.password as string), updatedAt: nowIso() },
    { touch: false },
  );
  forgetResetCode(email);
  revokeAccount(account.id);
  return HttpResponse.json({ message: 'Password updated' });
});

/** POST change-password (signed in): the current password, then a new one; other sessions end, this one goes on. */
const changePassword = route(async (request, raw) => {
  const { account } = await requireSignIn(request);
  const body = parseObject(raw);
  const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
  if (!current || !(await verifyPassword(current, account.passwordHash))) {
    return HttpResponse.json(
      { message: API_ERRORS.invalid, errors: { currentPassword: AUTH_MESSAGES.wrongPassword } },
      { status: 400 },
    );
  }
  const problem = passwordProblem(body.newPassword);
  if (problem)
    return HttpResponse.json({ message: API_ERRORS.invalid, errors: { newPassword: problem } }, { status: 400 });
  updateStored(
    'admin',
    account.id,
    { passwordHash: await hashPbkdf2(body.newPassword as string), updatedAt: nowIso() },
    { touch: false },
  );
  revokeAccount(account.id);
  return HttpResponse.json({ message: 'Password updated', ...(await issueTokens(account.id)) });
});

export const handlers = [
  // The template's mock endpoints (seed section 7), over the same identity store.
  http.post('/jwt/login', login),
  http.post('/jwt/register', registerAdministrator),
  http.post('/jwt/refresh-token', refreshToken),
];

export const v1Handlers = [
  http.post('/v1/auth/login', login),
  http.post('/v1/auth/refresh-token', refreshToken),
  http.post('/v1/jwt/register', registerClient),
  http.post('/v1/jwt/logout', logout),
  http.post('/v1/account/forgot-password', sendCode),
  http.post('/v1/account/resend-otp', sendCode),
  http.post('/v1/account/reset-password', resetPassword),
  http.post('/v1/account/change-password', changePassword),
];
