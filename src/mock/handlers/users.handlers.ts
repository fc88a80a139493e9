import { http } from 'msw';
import { pictureProblem } from '../lib/limits';
import { paginate, matchesQuery, sortedBy } from '../lib/listing';
import { badRequest, created, notFound, ok } from '../lib/responses';
import { collection } from '../lib/store';
import { parseBody, parseId, parseQuery } from '../lib/validation';
import type { FieldErrors } from '../types/common';
import {
  createManagedUserBody,
  managedUserQuery,
  updateManagedUserBody,
  type ManagedUser,
  type ManagedUserListResponse,
  type ManagedUserResponse,
} from '../types/users';

const users = collection<ManagedUser>('managedUsers');
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Usernames and e-mail addresses belong to one user each. */
function duplicates(candidate: { username?: string; email?: string }, exceptId?: number): FieldErrors {
  const errors: FieldErrors = {};
  for (const user of users.all()) {
    if (user.id === exceptId) continue;
    if (candidate.username && same(user.username, candidate.username))
      errors['user.username'] = 'This username is already in use.';
    if (candidate.email && same(user.email, candidate.email)) errors['user.email'] = 'This email is already in use.';
  }
  return errors;
}

/** A picture: the user's own as stored (`kept`), or a new one as pictures are taken. */
function pictureError(avatar: string | undefined, kept?: string): Response | null {
  const problem = avatar === undefined || avatar === kept ? null : pictureProblem(avatar);
  return problem ? badRequest({ 'user.avatar': problem }) : null;
}

export const handlers = [
  /** Search (name, username, e-mail, company, country), filters, sort and a page of users. */
  http.get('/apps/user/users', ({ request }) => {
    const query = parseQuery(request, managedUserQuery);
    if (query.response) return query.response;
    const { q, perPage, page, sortBy, sortDesc, role, plan, status } = query.data;
    const matching = users
      .all()
      .filter(
        (user) =>
          matchesQuery(q, user.fullName, user.username, user.email, user.company, user.country) &&
          (!role || user.role === role) &&
          (!plan || user.currentPlan === plan) &&
          (!status || user.status === status),
      );
    const sorted = sortedBy(matching, (user) => user[sortBy], sortDesc);
    return ok<ManagedUserListResponse>({ users: paginate(sorted, perPage, page), total: matching.length });
  }),

  http.post('/apps/user/users', async ({ request }) => {
    const body = await parseBody(request, createManagedUserBody);
    if (body.response) return body.response;
    const refused = pictureError(body.data.user.avatar);
    if (refused) return refused;
    const taken = duplicates(body.data.user);
    if (Object.keys(taken).length) return badRequest(taken);
    const user = users.insert({ ...body.data.user, status: 'active' });
    return created<ManagedUserResponse>({ user });
  }),

  http.get('/apps/user/users/:id', ({ params }) => {
    const user = users.find(parseId(params.id) ?? 0);
    return user ? ok<ManagedUser>(user) : notFound('User');
  }),

  http.put('/apps/user/users/:id', async ({ request, params }) => {
    const id = parseId(params.id) ?? 0;
    const stored = users.find(id);
    if (!stored) return notFound('User');
    const body = await parseBody(request, updateManagedUserBody);
    if (body.response) return body.response;
    const refused = pictureError(body.data.user.avatar, stored.avatar);
    if (refused) return refused;
    const taken = duplicates(body.data.user, id);
    if (Object.keys(taken).length) return badRequest(taken);
    const { social, ...fields } = body.data.user;
    return ok<ManagedUserResponse>({ user: users.update(id, { ...fields, social: { ...stored.social, ...social } })! });
  }),

  http.delete('/apps/user/users/:id', ({ params }) => {
    const user = users.remove(parseId(params.id) ?? 0);
    return user ? ok<ManagedUserResponse>({ user }) : notFound('User');
  }),
];
