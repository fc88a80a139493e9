import { Hono, type Context } from 'hono';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { field } from '@schemas/kit/fields';
import { fieldErrors, issueMessage } from '@schemas/kit/validation';
import { normalizeEmail } from '@/contract/identity';
import { API_ERRORS, AUTH_MESSAGES, type LoginResponse } from '@/contract/types';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { HttpError, readObject } from '../http/errors';
import { clearFailures, lockKey, recordFailure, reserveAttempt } from './lockout';
import { hit, tooMany, unhit } from './limits';
import { clientAddress } from '../http/clientAddress';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { findAccount, isActive, principalOf, requireSignIn, type Env } from './principal';
import { consumeRefreshToken, issueTokens, randomCode, revokeAccount, revokeFamily, verifyToken } from './tokens';
import { sha256 } from '../digest';
import { recordOwnChange } from './ownChanges';
import { addRegistration } from './registration';

/*
 * Sign-in, refresh, registration, sign-out and the password-reset flow of the /v1 contract (seed sections 7 and 8).
 */
const RESET_CODE_MINUTES = 10;
const MAX_CODE_TRIES = 5;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const emailSchema = z.email().max(160);
const password = field.password();
const authError = (c: Context, status: 400 | 401 | 429, errors: Record<string, string[]>) =>
  c.json({ error: errors }, status);

/** What a sign-in form may send as an e-mail before any query runs: a length and no control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const plausibleEmail = (email: string) => email.length <= 254 && !/[\u0000-\u001f\u007f]/.test(email);

/** The first policy message a new password breaks, or null. */
function passwordProblem(value: unknown): string | null {
  const parsed = password.safeParse(value, { error: issueMessage });
  return parsed.success ? null : Object.values(fieldErrors(parsed.error))[0];
}

export function authRoutes(context: ServerContext) {
  const app = new Hono<Env>();
  const now = () => new Date(context.config.now()).toISOString();

  async function signedIn(db: Db, accountId: number): Promise<LoginResponse> {
    const account = (await findAccount(context, db, { id: accountId }))!;
    const { user } = await principalOf(context, db, account);
    return { userData: user, ...(await issueTokens(context, db, accountId)) };
  }

  /** A hash no password matches, checked when there is no account, so both cases take the same time. */
  let dummyHash: Promise<string> | undefined;
  const noAccountHash = () => (dummyHash ??= hashPassword(context, crypto.randomUUID()));

  app.post('/auth/login', async (c) => {
    const body = await readObject(c);
    const email = normalizeEmail(text(body.email));
    if (!plausibleEmail(email)) return authError(c, 400, { email: [AUTH_MESSAGES.invalidCredentials] });
    const address = clientAddress(c, context);
    // Counted before the password is checked and given back on success: concurrent tries all count.
    const spraying = await hit(context, 'signInFailuresPerAddress', address);
    if (!spraying.allowed) return tooMany(c, spraying);
    const key = lockKey(email, address);
    if (!(await reserveAttempt(context, key))) return authError(c, 429, { email: [AUTH_MESSAGES.locked] });
    const account = email ? await findAccount(context, context.db, { email }) : undefined;
    const given = typeof body.password === 'string' ? body.password : '';
    const known = account && isActive(account);
    const matches =
      Boolean(given) &&
      given.length <= 256 &&
      (await verifyPassword(context, given, known ? account.passwordHash : await noAccountHash()));
    if (!known || !matches) {
      await recordFailure(context, key);
      return authError(c, 400, { email: [AUTH_MESSAGES.invalidCredentials] });
    }
    await clearFailures(context, key);
    await unhit(context, 'signInFailuresPerAddress', address);
    const admin = context.schema.areas.admin;
    const update: Record<string, unknown> = { lastSignInAt: now() };
    if (needsRehash(context, account.passwordHash)) update.passwordHash = await hashPassword(context, given);
    await context.db.update(admin).set(update).where(eq(admin.id, account.id));
    return c.json(await signedIn(context.db, account.id));
  });

  app.post('/auth/refresh-token', async (c) => {
    const body = await readObject(c);
    const claims = await verifyToken(context, text(body.refreshToken), 'refresh');
    const invalid = () => c.json({ error: AUTH_MESSAGES.invalidRefresh }, 401);
    if (!claims) return invalid();
    // One transaction: a second trade of the same token waits for this one, finds it used, and revokes the family
    // with the token issued here in it (issued after the commit, that token would have outlived the revocation).
    const answer = await context.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const rotated = await consumeRefreshToken(context, tx, claims);
      if (!rotated || 'reused' in rotated) return null;
      const account = await findAccount(context, tx, { id: rotated.accountId });
      if (!account || !isActive(account)) {
        await revokeFamily(context, tx, rotated.family);
        return null;
      }
      // The abilities come back too, so a role change reaches the screens at the next refresh.
      const { user } = await principalOf(context, tx, account);
      return { ...(await issueTokens(context, tx, account.id, rotated.family)), userData: user };
    });
    return answer ? c.json(answer, 201) : invalid();
  });

  addRegistration(app, context, {
    text,
    validEmail: (email) => emailSchema.safeParse(email).success,
    passwordProblem,
    signedIn,
  });

  app.post('/jwt/logout', async (c) => {
    const body = await readObject(c).catch(() => ({}) as Record<string, unknown>);
    const claims = await verifyToken(context, text((body as Record<string, unknown>).refreshToken), 'refresh');
    if (claims) await revokeFamily(context, context.db, claims.fam, Number(claims.sub));
    return c.json({ message: 'Signed out' });
  });

  async function sendCode(c: Context) {
    const body = await readObject(c);
    const parsed = emailSchema.safeParse(text(body.email));
    if (!parsed.success) return authError(c, 400, { email: [AUTH_MESSAGES.invalidEmail] });
    const requests = await hit(context, 'resetRequestsPerAddress', clientAddress(c, context));
    if (!requests.allowed) return tooMany(c, requests);
    const email = normalizeEmail(parsed.data);
    const account = await findAccount(context, context.db, { email });
    // A new code at most once a minute and five times an hour per account; otherwise the last one stays valid.
    const mayIssue = async () =>
      (await hit(context, 'codesPerAccountMinute', email)).allowed &&
      (await hit(context, 'codesPerAccountHour', email)).allowed;
    if (account && isActive(account) && (await mayIssue())) {
      const code = randomCode();
      const { passwordResets } = context.schema.system;
      const values = {
        email,
        codeHash: await sha256(`${email}:${code}`),
        expiresAt: new Date(context.config.now() + RESET_CODE_MINUTES * 60_000).toISOString(),
        attempts: 0,
      };
      await context.db
        .insert(passwordResets)
        .values(values)
        .onConflictDoUpdate({ target: passwordResets.email, set: values });
      // The development outbox: a real deployment hands this to its mailer.
      context.config.log({
        level: 'info',
        event: 'outbox',
        to: email,
        subject: 'Your password reset code',
        body: `Your code is ${code}. It expires in ${RESET_CODE_MINUTES} minutes.`,
      });
    }
    // The same answer for every address, so the form does not reveal who has an account.
    return c.json({ message: 'If the address is registered, a reset code is on its way.' });
  }
  app.post('/account/forgot-password', sendCode);
  app.post('/account/resend-otp', sendCode);

  app.post('/account/reset-password', async (c) => {
    const body = await readObject(c);
    const email = normalizeEmail(text(body.email));
    const code = text(body.code);
    const invalidCode = () => authError(c, 400, { code: [AUTH_MESSAGES.invalidCode] });
    const problem = passwordProblem(body.password);
    if (problem) return authError(c, 400, { password: [problem] });
    if (!emailSchema.safeParse(email).success || !/^\d{6}$/.test(code)) return invalidCode();
    const fromHere = await hit(context, 'resetGuessesPerAddress', clientAddress(c, context));
    if (!fromHere.allowed) return tooMany(c, fromHere, 'code');
    // Guesses per account across every code it was sent, counted before the code is compared.
    const forAccount = await hit(context, 'resetGuessesPerAccount', email);
    if (!forAccount.allowed) return tooMany(c, forAccount, 'code');
    const { passwordResets } = context.schema.system;
    // One statement counts the guess and reads the code: concurrent guesses cannot exceed MAX_CODE_TRIES.
    const [reset] = await context.db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(
        and(
          eq(passwordResets.email, email),
          lt(passwordResets.attempts, MAX_CODE_TRIES),
          gt(passwordResets.expiresAt, now()),
        ),
      )
      .returning({ codeHash: passwordResets.codeHash });
    const codeHash = await sha256(`${email}:${code}`);
    if (!reset || reset.codeHash !== codeHash) return invalidCode();
    const account = await findAccount(context, context.db, { email });
    if (!account) return invalidCode();
    await unhit(context, 'resetGuessesPerAccount', email);
    const admin = context.schema.areas.admin;
    await context.db.transaction(async (tx) => {
      await tx
        .update(admin)
        .set({ passwordHash: await hashPassword(context, body.password as string), updatedAt: now() })
        .where(eq(admin.id, account.id));
      // Used once: of two requests with the right code, only the one that deletes it goes on.
      const used = await tx
        .delete(passwordResets)
        .where(and(eq(passwordResets.email, email), eq(passwordResets.codeHash, codeHash)))
        .returning({ email: passwordResets.email });
      if (!used.length) throw new HttpError(400, { error: { code: [AUTH_MESSAGES.invalidCode] } });
      await revokeAccount(context, tx as unknown as Db, account.id);
      await recordOwnChange(context, tx as unknown as Db, account, { secretsSet: ['password'] });
    });
    return c.json({ message: 'Password updated' });
  });

  app.post('/account/change-password', requireSignIn(context), async (c) => {
    const { account } = c.get('principal');
    const body = await readObject(c);
    const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
    const guesses = await hit(context, 'currentPasswordGuesses', String(account.id));
    if (!guesses.allowed) {
      c.header('Retry-After', String(guesses.retryAfter));
      return c.json(
        { message: API_ERRORS.tooManyRequests, errors: { currentPassword: API_ERRORS.tooManyRequests } },
        429,
      );
    }
    if (!current || !(await verifyPassword(context, current, account.passwordHash))) {
      return c.json(
        { message: 'adminKit.errors.invalid', errors: { currentPassword: AUTH_MESSAGES.wrongPassword } },
        400,
      );
    }
    await unhit(context, 'currentPasswordGuesses', String(account.id));
    const problem = passwordProblem(body.newPassword);
    if (problem) return c.json({ message: 'adminKit.errors.invalid', errors: { newPassword: problem } }, 400);
    const admin = context.schema.areas.admin;
    const tokens = await context.db.transaction(async (tx) => {
      await tx
        .update(admin)
        .set({ passwordHash: await hashPassword(context, body.newPassword as string), updatedAt: now() })
        .where(eq(admin.id, account.id));
      // Every other session ends; this one continues with a new pair.
      await revokeAccount(context, tx as unknown as Db, account.id);
      await recordOwnChange(context, tx as unknown as Db, account, { secretsSet: ['password'] });
      return issueTokens(context, tx as unknown as Db, account.id);
    });
    return c.json({ message: 'Password updated', ...tokens });
  });

  return app;
}
