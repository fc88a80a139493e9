import { Hono, type Context } from 'hono';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { adminSchema } from '@schemas/admin';
import { emptyToNull, fieldErrors, issueMessage, key } from '@schemas/kit/validation';
import { normalizeEmail } from '@/contract/identity';
import { API_ERRORS, AUTH_MESSAGES } from '@/contract/types';
import type { Db } from '../db/types';
import { hit, unhit } from './limits';
import { recordOwnChange } from './ownChanges';
import { verifyPassword } from './passwords';
import { revokeAccount } from './tokens';
import type { ServerContext } from '../context';
import { fail, readObject } from '../http/errors';
import { findAccount, principalOf, requireSignIn, type Env } from './principal';

/*
 * The signed-in person's own record: account settings and the profile page read and write it here, whatever their
 * role (a client included), and only their own.
 */
const profileSchema = adminSchema.pick({ fullName: true, email: true, avatar: true }).strict();

export function accountRoutes(context: ServerContext) {
  const app = new Hono<Env>();
  app.use('/account/me', requireSignIn(context));

  app.get('/account/me', (c) => c.json(c.get('principal').user));

  app.put('/account/me', async (c) => {
    const { account, session } = c.get('principal');
    const body = await readObject(c);
    const {
      id: _id,
      username: _username,
      role: _role,
      ability: _ability,
      extras: _extras,
      currentPassword,
      ...changes
    } = body;
    const parsed = profileSchema.safeParse(
      emptyToNull({ fullName: account.fullName, email: account.email, avatar: account.avatar, ...changes }),
      { error: issueMessage },
    );
    if (!parsed.success) fail(400, API_ERRORS.invalid, fieldErrors(parsed.error));
    const data = parsed.data!;
    const admin = context.schema.areas.admin;
    const taken = await context.db
      .select({ id: admin.id })
      .from(admin)
      .where(
        and(
          sql`lower(${admin.email}) = ${normalizeEmail(data.email)}`,
          ne(admin.id, account.id),
          isNull(admin.deletedAt),
        ),
      )
      .limit(1);
    if (taken.length) fail(400, API_ERRORS.invalid, { email: key('unique') });
    // The sign-in address is the key to the account (a reset goes there): changing it needs the current password.
    const newEmail = normalizeEmail(data.email) !== normalizeEmail(account.email);
    if (newEmail) await checkCurrentPassword(c, currentPassword);
    const now = new Date(context.config.now()).toISOString();
    await context.db.transaction(async (tx) => {
      const [after] = await tx
        .update(admin)
        .set({
          fullName: data.fullName,
          email: data.email,
          avatar: data.avatar ?? null,
          updatedAt: now,
          version: sql`${admin.version} + 1`,
        })
        .where(eq(admin.id, account.id))
        .returning();
      await recordOwnChange(context, tx as unknown as Db, account, { before: { ...account }, after });
      // Whoever else holds a session of this account (a stolen token) is signed out; this session goes on.
      if (newEmail) await revokeAccount(context, tx as unknown as Db, account.id, session);
    });
    context.principals?.forget(`account:${account.id}`);
    if (newEmail)
      context.config.log({
        level: 'info',
        event: 'outbox',
        to: account.email,
        subject: 'Your sign-in e-mail was changed',
        body: `The e-mail you sign in with was changed to ${data.email}. If you did not do this, contact an administrator now.`,
      });
    const updated = (await findAccount(context, context.db, { id: account.id }))!;
    return c.json((await principalOf(context, context.db, updated)).user);
  });

  /** 400 on the currentPassword field unless it is the account's password; guesses are limited per account. */
  async function checkCurrentPassword(c: Context<Env>, given: unknown) {
    const { account } = c.get('principal');
    const guesses = await hit(context, 'currentPasswordGuesses', String(account.id));
    if (!guesses.allowed) {
      c.header('Retry-After', String(guesses.retryAfter));
      fail(429, API_ERRORS.tooManyRequests, { currentPassword: API_ERRORS.tooManyRequests });
    }
    if (typeof given !== 'string' || !given) fail(400, API_ERRORS.invalid, { currentPassword: key('required') });
    if (!(await verifyPassword(context, given as string, account.passwordHash)))
      fail(400, API_ERRORS.invalid, { currentPassword: AUTH_MESSAGES.wrongPassword });
    await unhit(context, 'currentPasswordGuesses', String(account.id));
  }

  return app;
}
