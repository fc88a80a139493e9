import { createMongoAbility, subject as recordOf, type ForcedSubject, type MongoAbility } from '@casl/ability';
import type { Action } from '@/routes/types';
import { getUser, type AbilityRule } from './session';

/** An area's name, or one of its records tagged with it (so a rule's conditions can be checked). */
type AppSubject = string | (Record<string, unknown> & ForcedSubject<string>);
export type AppAbility = MongoAbility<[Action, AppSubject]>;

/** The seed's default: read on Auth. */
export const DEFAULT_ABILITY: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function buildAbility(rules: AbilityRule[] = DEFAULT_ABILITY): AppAbility {
  return createMongoAbility<[Action, AppSubject]>(rules);
}

let cachedFor: AbilityRule[] | undefined;
let cachedAbility = buildAbility();

/** The ability of these rules (the default ability without any), built once per set of rules. */
export function abilityOf(rules: AbilityRule[] | undefined): AppAbility {
  const effective = rules ?? DEFAULT_ABILITY;
  if (effective !== cachedFor) {
    cachedFor = effective;
    cachedAbility = buildAbility(effective);
  }
  return cachedAbility;
}

/** The signed-in user's ability (default ability when signed out). */
export function currentAbility(): AppAbility {
  return abilityOf(getUser()?.ability);
}

/**
 * Routes without a subject need read on an undefined subject: only `manage all` grants that. With a `record`, a
 * rule's conditions apply (a role limited to its own records, or to some countries, may not edit the others).
 */
export function can(
  action: Action,
  subject: string | undefined,
  ability: AppAbility = currentAbility(),
  record?: Record<string, unknown>,
): boolean {
  if (record && subject) return ability.can(action, recordOf(subject, { ...record }));
  return ability.can(action, subject ?? 'all');
}
