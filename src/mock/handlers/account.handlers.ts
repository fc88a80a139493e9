import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { declarationOf, loadDeclarations } from '@/admin-kit/registry';
import { API_ERRORS } from '@/contract/types';
import { emptyToNull, fieldErrors, issueMessage, key } from '@/admin-kit/schema/validation';
import { findAccount, principalOf } from '../auth/accounts';
import { requireSignIn } from '../auth/requireSignIn';
import { storedRows, updateStored } from '../lib/areaStore';
import { answer, fail, parseObject, readBodyText } from '../lib/httpErrors';

/*
 * The signed-in person's own record in the browser-only mode, as server/auth/account.ts answers it: account settings
 * and the profile page read and write it here, whatever their role (a client included), and only their own.
 */
let profileSchema: z.ZodObject | undefined;
async function profile(): Promise<z.ZodObject> {
  await loadDeclarations();
  profileSchema ??= (declarationOf('admin').schema as z.ZodObject)
    .pick({ fullName: true, email: true, avatar: true })
    .strict();
  return profileSchema;
}

export const v1Handlers = [
  http.get('/v1/account/me', ({ request }) =>
    answer(async () => {
      await readBodyText(request);
      return HttpResponse.json((await requireSignIn(request)).user);
    }),
  ),

  http.put('/v1/account/me', ({ request }) =>
    answer(async () => {
      const raw = await readBodyText(request);
      const { account } = await requireSignIn(request);
      const body = parseObject(raw);
      const { id: _id, username: _username, role: _role, ability: _ability, extras: _extras, ...changes } = body;
      const schema = await profile();
      const parsed = schema.safeParse(
        emptyToNull({ fullName: account.fullName, email: account.email, avatar: account.avatar, ...changes }),
        { error: issueMessage },
      );
      if (!parsed.success) fail(400, API_ERRORS.invalid, fieldErrors(parsed.error));
      const data = parsed.data as { fullName: string; email: string; avatar?: string | null };
      const email = data.email.toLowerCase();
      if (
        storedRows('admin').some((row) => String(row.email).toLowerCase() === email && Number(row.id) !== account.id)
      ) {
        fail(400, API_ERRORS.invalid, { email: key('unique') });
      }
      updateStored('admin', account.id, { fullName: data.fullName, email: data.email, avatar: data.avatar ?? null });
      return HttpResponse.json(principalOf(findAccount({ id: account.id })!).user);
    }),
  ),
];
