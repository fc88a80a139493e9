import { describe, expect, it } from 'vitest';
import type { DemoErrorBody } from '@/mock/types/common';
import type { ManagedUser, ManagedUserListResponse, ManagedUserResponse, NewManagedUser } from '@/mock/types/users';
import { api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

const list = (query: Record<string, string | number | boolean | undefined> = {}) =>
  api.get<ManagedUserListResponse>('/apps/user/users', query);
const allUsers = async () => (await list({ perPage: 100 })).body.users;

const newUser: NewManagedUser = {
  fullName: 'Ada Lovelace',
  username: 'alovelace',
  email: 'ada@analytical.io',
  company: 'Analytical Engines',
  country: 'United Kingdom',
  contact: '(555) 010-1815',
  role: 'author',
  currentPlan: 'team',
};

describe('GET /apps/user/users', () => {
  it('answers the first 10 users by id with the total of about 50', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.total).toBe(50);
    expect(body.users.map((u) => u.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(body.users[0]).toEqual(
      expect.objectContaining({
        fullName: expect.any(String),
        company: expect.any(String),
        username: expect.any(String),
        email: expect.stringContaining('@'),
        contact: expect.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/),
        avatar: expect.any(String),
      }),
    );
  });

  it('pages through the list with perPage and page', async () => {
    const { body } = await list({ perPage: 20, page: 3 });
    expect(body.total).toBe(50);
    expect(body.users.map((u) => u.id)).toEqual(Array.from({ length: 10 }, (_, i) => 41 + i));
    expect((await list({ page: 6 })).body.users).toEqual([]);
  });

  it('sorts by any column, ascending or with sortDesc', async () => {
    const names = (await list({ sortBy: 'fullName', perPage: 100 })).body.users.map((u) => u.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const desc = (await list({ sortBy: 'fullName', sortDesc: true, perPage: 100 })).body.users.map((u) => u.fullName);
    expect(desc).toEqual([...names].reverse());
    const byIdDesc = (await list({ sortDesc: true })).body.users.map((u) => u.id);
    expect(byIdDesc[0]).toBe(50);
    const emails = (await list({ sortBy: 'email', perPage: 100 })).body.users.map((u) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
  });

  it('searches name, username and e-mail case-insensitively', async () => {
    const sample = (await allUsers())[7];
    const byName = await list({ q: sample.fullName.split(' ')[1].toUpperCase(), perPage: 100 });
    expect(byName.body.users.map((u) => u.id)).toContain(sample.id);
    expect(
      byName.body.users.every((u) =>
        JSON.stringify([u.fullName, u.username, u.email, u.company, u.country])
          .toLowerCase()
          .includes(sample.fullName.split(' ')[1].toLowerCase()),
      ),
    ).toBe(true);
    expect((await list({ q: sample.username })).body.users.map((u) => u.id)).toContain(sample.id);
    expect((await list({ q: sample.email })).body).toEqual({ users: [sample], total: 1 });
    expect((await list({ q: 'no such person anywhere' })).body).toEqual({ users: [], total: 0 });
  });

  it('filters by role, plan and status, and combines them', async () => {
    const users = await allUsers();
    for (const [param, field, value] of [
      ['role', 'role', 'editor'],
      ['plan', 'currentPlan', 'team'],
      ['status', 'status', 'pending'],
    ] as const) {
      const { body } = await list({ [param]: value, perPage: 100 });
      expect(body.total).toBe(users.filter((u) => u[field] === value).length);
      expect(body.total).toBeGreaterThan(0);
      expect(body.users.every((u) => u[field] === value)).toBe(true);
    }
    const combined = await list({ role: 'admin', status: 'active', perPage: 100 });
    expect(combined.body.total).toBe(users.filter((u) => u.role === 'admin' && u.status === 'active').length);
  });

  it('treats an empty filter as no filter', async () => {
    expect((await list({ role: '', plan: '', status: '', q: '' })).body.total).toBe(50);
  });

  it('rejects unknown filters and bad paging with 400 and field messages', async () => {
    const bad = await api.get<DemoErrorBody>('/apps/user/users', { role: 'wizard', page: 0, sortBy: 'password' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ role: 'Unknown role', page: 'Page starts at 1', sortBy: 'Unknown sort field' });
  });
});

describe('GET /apps/user/users/:id', () => {
  it('answers one user', async () => {
    const { status, body } = await api.get<ManagedUser>('/apps/user/users/3');
    expect(status).toBe(200);
    expect(body.id).toBe(3);
  });

  it('answers 404 for an unknown user', async () => {
    expect(await api.get('/apps/user/users/999')).toEqual({ status: 404, body: { error: 'User not found' } });
    expect((await api.get('/apps/user/users/abc')).status).toBe(404);
  });
});

describe('POST /apps/user/users', () => {
  it('creates an active user (201) that the list then shows', async () => {
    const { status, body } = await api.post<ManagedUserResponse>('/apps/user/users', {
      user: { ...newUser, status: 'pending' },
    });
    expect(status).toBe(201);
    expect(body.user).toMatchObject({ ...newUser, id: 51, status: 'active', avatar: '' });
    expect((await list()).body.total).toBe(51);
    expect((await list({ q: 'lovelace' })).body.users).toEqual([body.user]);
  });

  it('answers 400 with a message per missing or invalid field', async () => {
    const { status, body } = await api.post<DemoErrorBody>('/apps/user/users', {
      user: { fullName: ' ', email: 'nope', username: 'ab' },
    });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      'user.fullName': 'Please enter the full name',
      'user.username': 'Use at least 3 letters, digits, dots, dashes or underscores',
      'user.email': 'Please enter a valid email',
      'user.role': 'Please choose a role',
      'user.currentPlan': 'Please choose a plan',
    });
    expect((await api.post<DemoErrorBody>('/apps/user/users', 'not json')).status).toBe(400);
  });

  it('refuses a username or e-mail that is already in use', async () => {
    const existing = (await allUsers())[0];
    const { status, body } = await api.post<DemoErrorBody>('/apps/user/users', {
      user: { ...newUser, username: existing.username.toUpperCase(), email: existing.email },
    });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      'user.username': 'This username is already in use.',
      'user.email': 'This email is already in use.',
    });
    expect((await list()).body.total).toBe(50);
  });
});

describe('PUT /apps/user/users/:id', () => {
  it('changes only the given fields, including the status', async () => {
    const before = (await api.get<ManagedUser>('/apps/user/users/4')).body;
    const { status, body } = await api.put<ManagedUserResponse>('/apps/user/users/4', {
      user: { currentPlan: 'enterprise', status: 'inactive' },
    });
    expect(status).toBe(200);
    expect(body.user).toEqual({ ...before, currentPlan: 'enterprise', status: 'inactive' });
    expect((await api.get<ManagedUser>('/apps/user/users/4')).body).toEqual(body.user);
  });

  it('validates the changes and keeps usernames unique', async () => {
    const other = (await api.get<ManagedUser>('/apps/user/users/5')).body;
    expect((await api.put<DemoErrorBody>('/apps/user/users/4', { user: { email: 'x' } })).body.error).toEqual({
      'user.email': 'Please enter a valid email',
    });
    expect(
      (await api.put<DemoErrorBody>('/apps/user/users/4', { user: { username: other.username } })).body.error,
    ).toEqual({ 'user.username': 'This username is already in use.' });
    const own = (await api.get<ManagedUser>('/apps/user/users/4')).body;
    expect((await api.put('/apps/user/users/4', { user: { username: own.username } })).status).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await api.put('/apps/user/users/999', { user: { status: 'active' } })).status).toBe(404);
  });
});

describe('social links of a managed user', () => {
  it('start empty, are set one by one with PUT, and must be full web addresses', async () => {
    const created = (
      await api.post<ManagedUserResponse>('/apps/user/users', {
        user: { ...newUser, social: { github: 'https://github.com/ada' } },
      })
    ).body.user;
    expect(created.social).toEqual({
      twitter: '',
      facebook: '',
      instagram: '',
      github: 'https://github.com/ada',
      codepen: '',
      slack: '',
    });
    const { body } = await api.put<ManagedUserResponse>(`/apps/user/users/${created.id}`, {
      user: { social: { twitter: 'https://twitter.com/ada' } },
    });
    expect(body.user.social).toMatchObject({ twitter: 'https://twitter.com/ada', github: 'https://github.com/ada' });
    const bad = await api.put<DemoErrorBody>(`/apps/user/users/${created.id}`, { user: { social: { slack: 'ada' } } });
    expect(bad).toEqual({
      status: 400,
      body: { error: { 'user.social.slack': 'Please enter a full web address (https://...)' } },
    });
    expect((await api.get<ManagedUser>(`/apps/user/users/${created.id}`)).body.social.slack).toBe('');
  });
});

describe('DELETE /apps/user/users/:id', () => {
  it('removes the user', async () => {
    const { status, body } = await api.delete<ManagedUserResponse>('/apps/user/users/2');
    expect(status).toBe(200);
    expect(body.user.id).toBe(2);
    expect((await api.get('/apps/user/users/2')).status).toBe(404);
    expect((await list()).body.total).toBe(49);
    expect((await api.delete('/apps/user/users/2')).status).toBe(404);
  });
});
