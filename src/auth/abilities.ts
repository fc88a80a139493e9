import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { Action } from '@/routes/types';
import { getUser, type AbilityRule } from './session';

export type AppAbility = MongoAbility<[Action, string]>;

/** The seed's default: read on Auth. */
export const DEFAULT_ABILITY: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function buildAbility(rules: AbilityRule[] = DEFAULT_ABILITY): AppAbility {
  return createMongoAbility<[Action, string]>(rules);
}

let cachedFor: AbilityRule[] | undefined;
let cachedAbility = buildAbility();

/** The signed-in user's ability (default ability when signed out). */
export function currentAbility(): AppAbility {
  const rules = getUser()?.ability ?? DEFAULT_ABILITY;
  if (rules !== cachedFor) {
    cachedFor = rules;
    cachedAbility = buildAbility(rules);
  }
  return cachedAbility;
}

/** Routes without a subject need read on an undefined subject: only `manage all` grants that. */
export function can(action: Action, subject: string | undefined, ability: AppAbility = currentAbility()): boolean {
  return ability.can(action, subject ?? 'all');
}
