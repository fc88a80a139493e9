import type { Ability, AccountRecord, RoleRecord } from '@/contract/identity';
import type { AbilityRule, SessionUser } from '@/contract/types';

/*
 * Who is calling: the bearer's account and its role as they are now, so a role change or a deactivated account
 * applies at once: read per request, or kept a few seconds until a change to them is announced (./principalCache.ts).
 */
export interface Principal {
  account: AccountRecord & { id: number; passwordHash?: string | null };
  role: RoleRecord | null;
  rules: AbilityRule[];
  ability: Ability;
  user: SessionUser;
  /** The session (refresh family) the request's access token belongs to. */
  session?: string;
}
