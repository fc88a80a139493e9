import { Hono } from 'hono';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { adminSchema } from '@schemas/admin';
import { emptyToNull, fieldErrors, issueMessage, key } from '@schemas/kit/validation';
import { API_ERRORS } from '@/contract/types';
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
    const { account } = c.get('principal');
    const body = await readObject(c);
    const { id: _id, username: _username, role: _role, ability: _ability, extras: _extras, ...changes } = body;
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
      .where(and(sql`lower(${admin.email}) = lower(${data.email})`, ne(admin.id, account.id), isNull(admin.deletedAt)))
      .limit(1);
    if (taken.length) fail(400, API_ERRORS.invalid, { email: key('unique') });
    await context.db
      .update(admin)
      .set({
        fullName: data.fullName,
        email: data.email,
        avatar: data.avatar ?? null,
        updatedAt: new Date(context.config.now()).toISOString(),
        version: sql`${admin.version} + 1`,
      })
      .where(eq(admin.id, account.id));
    const updated = (await findAccount(context, context.db, { id: account.id }))!;
    return c.json((await principalOf(context, context.db, updated)).user);
  });

  return app;
}
