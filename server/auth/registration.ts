import type { Context, Hono } from 'hono';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { isManageAll, normalizeEmail, rulesOfRole, type RoleRecord } from '@/contract/identity';
import { AUTH_MESSAGES, type LoginResponse } from '@/contract/types';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { HttpError, readObject } from '../http/errors';
import { clientAddress } from '../http/clientAddress';
import { sha256 } from '../digest';
import { hit, tooMany, unhit } from './limits';
import { hashPassword } from './passwords';
import { findAccount, type Env } from './principal';
import { randomCode } from './tokens';

/*
 * Self-registration in two steps, so the answer never says whether an address has an account (security review 2,
 * L3): POST /jwt/register answers 202 "check your inbox" for a free and a taken address alike. A free address is
 * sent a code and the sign-up waits in pending_registrations; the owner of a taken one is told someone tried. POST
 * /jwt/register/confirm with the code creates the account and signs it in.
 */
const CODE_MINUTES = 30;
const MAX_CODE_TRIES = 5;
/** The sign-up form's rule for usernames (src/features/pages/auth/newPasswordSchemas.ts). */
const USERNAME = /^[\w.-]{3,30}$/;

export const REGISTRATION_SENT = { message: 'Check your inbox: we sent a code to confirm the address.' } as const;

interface RegistrationDeps {
  text: (value: unknown) => string;
  validEmail: (email: string) => boolean;
  passwordProblem: (value: unknown) => string | null;
  signedIn: (db: Db, accountId: number) => Promise<LoginResponse>;
}

export function addRegistration(app: Hono<Env>, context: ServerContext, deps: RegistrationDeps) {
  const { text, validEmail, passwordProblem, signedIn } = deps;
  const nowIso = () => new Date(context.config.now()).toISOString();
  const bad = (c: Context, errors: Record<string, string[]>) => c.json({ error: errors }, 400);
  const mail = (to: string, subject: string, body: string) =>
    context.config.log({ level: 'info', event: 'outbox', to, subject, body });

  /** The role a self-registered account gets; never one that manages everything. */
  async function registrationRole(db: Db): Promise<RoleRecord | undefined> {
    const roleTable = context.schema.areas.role;
    const [role] = (await db
      .select()
      .from(roleTable)
      .where(
        and(sql`lower(${roleTable.name}) = lower(${context.config.registrationRole})`, isNull(roleTable.deletedAt)),
      )) as RoleRecord[];
    return role && !isManageAll(rulesOfRole(role)) ? role : undefined;
  }

  app.post('/jwt/register', async (c) => {
    const body = await readObject(c);
    const username = text(body.username);
    const email = normalizeEmail(text(body.email));
    const given = typeof body.password === 'string' ? body.password : '';
    if (!username || !email || !given) return c.body(null, 400);
    const registrations = await hit(context, 'registrationsPerAddress', clientAddress(c, context));
    if (!registrations.allowed) return tooMany(c, registrations);
    // Only what the form itself can know is answered at once: formats and the password policy.
    const errors: Record<string, string[]> = {};
    if (!validEmail(email)) errors.email = [AUTH_MESSAGES.invalidEmail];
    if (!USERNAME.test(username)) errors.username = ['auth.validation.usernameFormat'];
    const problem = passwordProblem(given);
    if (problem) errors.password = [problem];
    if (Object.keys(errors).length) return bad(c, errors);
    if (!(await registrationRole(context.db)))
      return c.json({ error: { email: [AUTH_MESSAGES.registrationClosed] } }, 403);
    // Hashed in both cases, so a taken address does not answer faster.
    const passwordHash = await hashPassword(context, given);
    // One message a minute and five an hour per address, whichever it is (no mail bombing through this form).
    const mayMail =
      (await hit(context, 'codesPerAccountMinute', email)).allowed &&
      (await hit(context, 'codesPerAccountHour', email)).allowed;
    if (!mayMail) return c.json(REGISTRATION_SENT, 202);
    if (await findAccount(context, context.db, { email })) {
      mail(
        email,
        'Someone tried to create an account with your address',
        'Someone asked to create an account with this e-mail, which already has one. If it was you, sign in, ' +
          'or reset your password from the sign-in page. If not, you can ignore this message.',
      );
      return c.json(REGISTRATION_SENT, 202);
    }
    const code = randomCode();
    const { pendingRegistrations } = context.schema.system;
    const values = {
      email,
      fullName: username,
      passwordHash,
      codeHash: await sha256(`${email}:${code}`),
      expiresAt: new Date(context.config.now() + CODE_MINUTES * 60_000).toISOString(),
      attempts: 0,
    };
    await context.db
      .insert(pendingRegistrations)
      .values(values)
      .onConflictDoUpdate({ target: pendingRegistrations.email, set: values });
    mail(
      email,
      'Confirm your e-mail address',
      `Your code is ${code}. Enter it on the sign-up page to create your account. It expires in ${CODE_MINUTES} minutes.`,
    );
    return c.json(REGISTRATION_SENT, 202);
  });

  app.post('/jwt/register/confirm', async (c) => {
    const body = await readObject(c);
    const email = normalizeEmail(text(body.email));
    const code = text(body.code);
    const invalidCode = () => bad(c, { code: [AUTH_MESSAGES.invalidCode] });
    if (!validEmail(email) || !/^\d{6}$/.test(code)) return invalidCode();
    const fromHere = await hit(context, 'resetGuessesPerAddress', clientAddress(c, context));
    if (!fromHere.allowed) return tooMany(c, fromHere, 'code');
    const forAddress = await hit(context, 'resetGuessesPerAccount', email);
    if (!forAddress.allowed) return tooMany(c, forAddress, 'code');
    const { pendingRegistrations } = context.schema.system;
    // One statement counts the guess and reads the code: concurrent guesses cannot exceed MAX_CODE_TRIES.
    const [pending] = await context.db
      .update(pendingRegistrations)
      .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
      .where(
        and(
          eq(pendingRegistrations.email, email),
          lt(pendingRegistrations.attempts, MAX_CODE_TRIES),
          gt(pendingRegistrations.expiresAt, nowIso()),
        ),
      )
      .returning();
    const codeHash = await sha256(`${email}:${code}`);
    if (!pending || pending.codeHash !== codeHash) return invalidCode();
    await unhit(context, 'resetGuessesPerAccount', email);
    const admin = context.schema.areas.admin;
    const accountId = await context.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      // Used once: of two requests with the right code, only the one that deletes it goes on.
      const used = await db
        .delete(pendingRegistrations)
        .where(and(eq(pendingRegistrations.email, email), eq(pendingRegistrations.codeHash, codeHash)))
        .returning({ email: pendingRegistrations.email });
      if (!used.length) throw new HttpError(400, { error: { code: [AUTH_MESSAGES.invalidCode] } });
      // The address proved to be theirs; it may have been taken since the code was sent.
      if (await findAccount(context, db, { email }))
        throw new HttpError(400, { error: { email: [AUTH_MESSAGES.emailTaken] } });
      const role = await registrationRole(db);
      if (!role) throw new HttpError(403, { error: { email: [AUTH_MESSAGES.registrationClosed] } });
      const [created] = await db
        .insert(admin)
        .values({
          fullName: pending.fullName,
          email,
          roleId: role.id,
          status: 'active',
          passwordHash: pending.passwordHash,
          lastSignInAt: nowIso(),
        })
        .returning({ id: admin.id });
      return created.id as number;
    });
    return c.json(await signedIn(context.db, accountId));
  });
}
