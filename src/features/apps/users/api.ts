import { api } from '@/data/api';
import type {
  ManagedUser,
  ManagedUserChanges,
  ManagedUserListResponse,
  ManagedUserResponse,
  NewManagedUser,
} from '@/mock/types/users';
import type { managedUserQuery } from '@/mock/types/users';
import type { z } from 'zod';

/** What the list asks for: search, filters, sort and page (as the endpoint reads them once parsed). */
export type UserListQuery = Partial<z.output<typeof managedUserQuery>>;

/** Query keys: everything under `USERS_KEY` is refetched after a change. */
export const USERS_KEY = ['appUsers'] as const;
export const usersListKey = (query: UserListQuery) => [...USERS_KEY, 'list', query] as const;
export const userKey = (id: number) => [...USERS_KEY, 'one', id] as const;

/** The fields a PUT may change; `social` (links per network) is sent with the social tab. */
export type UserChanges = ManagedUserChanges & { social?: Record<string, string> };

export const fetchUsers = (query: UserListQuery, signal?: AbortSignal) =>
  api.get<ManagedUserListResponse>('/apps/user/users', { query, signal });

export const fetchUser = (id: number, signal?: AbortSignal) =>
  api.get<ManagedUser>(`/apps/user/users/${id}`, { signal });

export const createUser = (user: NewManagedUser) => api.post<ManagedUserResponse>('/apps/user/users', { user });

export const saveUser = (id: number, user: UserChanges) =>
  api.put<ManagedUserResponse>(`/apps/user/users/${id}`, { user });

export const deleteUser = (id: number) => api.delete<ManagedUserResponse>(`/apps/user/users/${id}`);
