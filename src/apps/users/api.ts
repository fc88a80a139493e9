import { apiJson } from '@/data/httpClient';
import { withQuery } from './list/pageRange';
import type {
  ManagedUser,
  ManagedUserChanges,
  ManagedUserListResponse,
  ManagedUserResponse,
  NewManagedUser,
} from '@/mock/types/user';
import type { managedUserQuery } from '@/mock/types/user';
import type { z } from 'zod';

/** What the list asks for: search, filters, sort and page (as the endpoint reads them once parsed). */
export type UserListQuery = Partial<z.output<typeof managedUserQuery>>;

/** Query keys: everything under `USERS_KEY` is refetched after a change. */
export const USERS_KEY = ['appUsers'] as const;
export const usersListKey = (query: UserListQuery) => [...USERS_KEY, 'list', query] as const;
export const userKey = (id: number) => [...USERS_KEY, 'one', id] as const;

/** The fields a PUT may change; `social` (links per network) is sent with the social tab. */
export type UserChanges = ManagedUserChanges & { social?: Record<string, string> };

const json = { 'Content-Type': 'application/json' };

export const fetchUsers = (query: UserListQuery, signal?: AbortSignal) =>
  apiJson<ManagedUserListResponse>(withQuery('/apps/user/users', query), { signal });

export const fetchUser = (id: number, signal?: AbortSignal) => apiJson<ManagedUser>(`/apps/user/users/${id}`, { signal });

export const createUser = (user: NewManagedUser) =>
  apiJson<ManagedUserResponse>('/apps/user/users', { method: 'POST', headers: json, body: JSON.stringify({ user }) });

export const saveUser = (id: number, user: UserChanges) =>
  apiJson<ManagedUserResponse>(`/apps/user/users/${id}`, { method: 'PUT', headers: json, body: JSON.stringify({ user }) });

export const deleteUser = (id: number) => apiJson<ManagedUserResponse>(`/apps/user/users/${id}`, { method: 'DELETE' });
