import type { QueryClient } from '@tanstack/react-query';
import type { ProfileData } from './api';

export const PROFILE_KEY = ['profile'] as const;

/** Changes the cached profile in place after a write, so the page shows what the server stored without a reload. */
export function patchProfile(client: QueryClient, patch: (data: ProfileData) => ProfileData) {
  client.setQueryData<ProfileData>(PROFILE_KEY, (data) => (data ? patch(data) : data));
}
