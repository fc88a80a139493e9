import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionUser } from '@/auth/session';

/**
 * react-admin keeps its answers to "may I?" (useCanAccess: Add, Delete, bulk actions) in its query cache. When the
 * person's abilities are read again and differ (a refused call, a token refresh), the buttons on screen ask anew.
 */
export function RightsFollowSession() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const rules = JSON.stringify(user?.ability ?? null);
  const seen = useRef(rules);
  useEffect(() => {
    if (rules === seen.current) return;
    seen.current = rules;
    void queryClient.invalidateQueries({ queryKey: ['auth', 'canAccess'] });
  }, [rules, queryClient]);
  return null;
}
