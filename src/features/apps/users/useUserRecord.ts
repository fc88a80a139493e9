import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isNotFound } from '@/data/apiError';
import { fetchUser, saveUser, userKey, USERS_KEY, type UserChanges } from './api';

/** One user by the route's id; `notFound` when the id is not a number or no user has it. */
export function useUserRecord(idParam: string | undefined) {
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: userKey(id),
    queryFn: ({ signal }) => fetchUser(id, signal),
    enabled: valid,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
  return { id, query, notFound: !valid || isNotFound(query.error) };
}

/** Saves changes to one user; the page showing it and every list pick them up. */
export function useSaveUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserChanges) => saveUser(id, changes),
    onSuccess: ({ user }) => {
      client.setQueryData(userKey(id), user);
      void client.invalidateQueries({ queryKey: [...USERS_KEY, 'list'] });
    },
  });
}
