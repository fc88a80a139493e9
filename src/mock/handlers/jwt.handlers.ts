import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  isManageAll,
  rulesOfRole,
  sessionUserOf,
  usernameOf,
  type AccountRecord,
  type RoleRecord,
} from '@/contract/identity';
import { hashPbkdf2, verifyPassword } from '@/contract/passwords';
import { AUTH_MESSAGES } from '@/contract/types';
import { collection } from '../lib/store';
import { answer, parseObject, readBodyText } from '../lib/httpErrors';
import { signToken, verifyToken } from '../lib/jwt';

/*
 * The template's mock sign-in (seed section 7): POST /jwt/login, /jwt/register and /jwt/refresh-token over the demo
 * accounts (the `admin` and `role` demo data). Mock rules: a registered user becomes an administrator who manages
 * everything; tokens expire after 10 minutes. The app signs in through /v1, which the API server answers.
 */
interface Account extends AccountRecord {
  id: number;
  passwordHash?: string | null;
  deletedAt?: string | null;
}

const accounts = () => collection<Account>('admin');
const roles = () => collection<RoleRecord & { id: number }>('role');
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const findByEmail = (email: string) =>
  accounts()
    .all()
    .find((account) => account.deletedAt == null && sameEmail(account.email, email));

async function signedIn(account: Account) {
  const role = roles().find(Number(account.roleId)) ?? null;
  return {
    userData: sessionUserOf(account, role),
    accessToken: await signToken(account.id, 'access'),
    refreshToken: await signToken(account.id, 'refresh'),
  };
}

const route =
  (run: (body: Record<string, unknown>) => Promise<Response>) =>
  ({ request }: { request: Request }) =>
    answer(async () => run(parseObject(await readBodyText(request))));

const invalidCredentials = () =>
  HttpResponse.json({ error: { email: [AUTH_MESSAGES.invalidCredentials] } }, { status: 400 });

const login = route(async (body) => {
  const account = findByEmail(text(body.email));
  const given = typeof body.password === 'string' ? body.password : '';
  if (!account || account.status === 'inactive' || !(await verifyPassword(given, account.passwordHash)))
    return invalidCredentials();
  return HttpResponse.json(await signedIn(account));
});

/** All three fields or 400 with no body; field messages for a bad or taken e-mail and a taken username. */
const register = route(async (body) => {
  const username = text(body.username);
  const email = text(body.email);
  const given = typeof body.password === 'string' ? body.password : '';
  if (!username || !email || !given) return new HttpResponse(null, { status: 400 });
  const errors: Record<string, string[]> = {};
  if (!z.email().max(160).safeParse(email).success) errors.email = [AUTH_MESSAGES.invalidEmail];
  else if (findByEmail(email)) errors.email = [AUTH_MESSAGES.emailTaken];
  const name = username.toLowerCase();
  if (
    accounts()
      .all()
      .some((account) => usernameOf(account.email).toLowerCase() === name)
  )
    errors.username = [AUTH_MESSAGES.usernameTaken];
  if (Object.keys(errors).length) return HttpResponse.json({ error: errors }, { status: 400 });
  const administrator = roles()
    .all()
    .find((role) => isManageAll(rulesOfRole(role)));
  const created = accounts().insert({
    fullName: username,
    email,
    roleId: administrator?.id ?? null,
    status: 'active',
    avatar: null,
    passwordHash: await hashPbkdf2(given),
  } as Omit<Account, 'id'>);
  const { userData, accessToken } = await signedIn(created);
  return HttpResponse.json({ userData, accessToken });
});

const refreshToken = route(async (body) => {
  const claims = await verifyToken(text(body.refreshToken), 'refresh');
  const account = claims ? accounts().find(Number(claims.sub)) : undefined;
  if (!account || account.deletedAt != null || account.status === 'inactive')
    return HttpResponse.json({ error: AUTH_MESSAGES.invalidRefresh }, { status: 401 });
  return HttpResponse.json(await signedIn(account), { status: 201 });
});

export const handlers = [
  http.post('/jwt/login', login),
  http.post('/jwt/register', register),
  http.post('/jwt/refresh-token', refreshToken),
];
