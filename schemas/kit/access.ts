/*
 * Who may do what, without zod: CASL actions, and a role's permissions as CASL writes its rules. The route table,
 * the contract, the server and the role area's schema (schemas/role.ts) share them; the detail and list pages show
 * permissions (src/admin-kit/widgets/permissions/value.tsx) and load no schema.
 */
export const PERMISSION_ACTIONS = ['read', 'store', 'edit', 'delete', 'manage'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** An ability's action: `manage` is all of them. */
export type Action = PermissionAction;

/** `all` stands for every subject, as in CASL. */
export const ALL_SUBJECTS = 'all';

/** A condition's value that stands for the caller's own account id (CASL's `{ createdBy: user.id }`). */
export const SELF = '$self';

/** The field every record carries that names the account that created it. */
export const CREATED_BY = 'createdBy';

export type ConditionValue = string | number;
/** Field → the value (or one of the values) a record must have for the permission to apply. */
export type Conditions = Record<string, ConditionValue | ConditionValue[]>;

/**
 * One entry of a role: the actions it may take on a subject, limited (optionally) to some fields and to the records
 * that meet its conditions. A subject may have several entries; none of the options means the whole area.
 */
export interface Permission {
  subject: string;
  actions: PermissionAction[];
  fields?: string[];
  conditions?: Conditions;
}

/** A CASL condition as stored in a rule: a value, or `{ $in: values }`. */
export type RuleCondition = ConditionValue | { $in: ConditionValue[] };

export interface AbilityRuleOf {
  action: PermissionAction;
  subject: string;
  fields?: string[];
  conditions?: Record<string, RuleCondition>;
}

/** A permission's conditions for one holder: `$self` becomes their id; a list becomes `$in`. */
function conditionsFor(conditions: Conditions, self: number | string | undefined): Record<string, RuleCondition> {
  const resolve = (value: ConditionValue): ConditionValue[] =>
    value === SELF ? (self === undefined ? [] : [self]) : [value];
  return Object.fromEntries(
    Object.entries(conditions).map(([field, value]) => {
      const values = (Array.isArray(value) ? value : [value]).flatMap(resolve);
      // One value reads as CASL writes it; `$self` without a holder matches nothing.
      return [field, values.length === 1 && !Array.isArray(value) ? values[0] : { $in: values }];
    }),
  );
}

/** CASL rules of a role's permissions, for the account `self` who holds it: what that account may do. */
export function rulesFromPermissions(
  permissions: readonly Permission[] | undefined | null,
  self?: number | string,
): AbilityRuleOf[] {
  return (permissions ?? []).flatMap(({ subject, actions, fields, conditions }) =>
    actions.map((action) => ({
      action,
      subject,
      ...(fields ? { fields: [...fields] } : {}),
      ...(conditions && Object.keys(conditions).length ? { conditions: conditionsFor(conditions, self) } : {}),
    })),
  );
}

const valuesOf = (condition: RuleCondition): ConditionValue[] =>
  typeof condition === 'object' ? condition.$in : [condition];

/** Whether a held rule's conditions allow at most what `wanted` allows: each held field is limited there too. */
function conditionsCover(held: AbilityRuleOf['conditions'], wanted: Conditions | undefined): boolean {
  return Object.entries(held ?? {}).every(([field, condition]) => {
    const limit = wanted?.[field];
    if (limit === undefined) return false;
    const allowed = new Set(valuesOf(condition).map(String));
    const asked = Array.isArray(limit) ? limit : [limit];
    // `$self` is whoever holds the new role: the holder's own id does not cover every grantee's.
    return asked.every((value) => value !== SELF && allowed.has(String(value)));
  });
}

const fieldsCover = (held: string[] | undefined, wanted: string[] | undefined) =>
  !held || (wanted !== undefined && wanted.every((field) => held.includes(field)));

/**
 * The privilege ceiling: whether rules `held` cover every permission in `wanted`, so nobody grants what they do not
 * hold. A held rule limited to fields or records covers only permissions limited at least as narrowly.
 */
export function permissionsWithin(held: readonly AbilityRuleOf[], wanted: readonly Permission[] | null | undefined) {
  return (wanted ?? []).every(({ subject, actions, fields, conditions }) =>
    actions.every((action) =>
      held.some(
        (rule) =>
          (rule.action === action || rule.action === 'manage') &&
          (rule.subject === subject || rule.subject === ALL_SUBJECTS) &&
          fieldsCover(rule.fields, fields) &&
          conditionsCover(rule.conditions, conditions),
      ),
    ),
  );
}

/** The rules that let a holder take `action` on `area` (`manage` and `all` included). */
export const rulesFor = <R extends AbilityRuleOf>(rules: readonly R[], action: Action, area: string): R[] =>
  rules.filter(
    (rule) =>
      (rule.action === action || rule.action === 'manage') && (rule.subject === area || rule.subject === ALL_SUBJECTS),
  );

/**
 * The fields `action` reaches on `area`: the fields its rules name together, or undefined when one of them names none
 * (every field) or no rule lets the action be taken at all (then the action itself is refused, field or not).
 */
export function fieldsReached(rules: readonly AbilityRuleOf[], action: Action, area: string): Set<string> | undefined {
  const matching = rulesFor(rules, action, area);
  return matching.length && matching.every((rule) => rule.fields)
    ? new Set(matching.flatMap((rule) => rule.fields!))
    : undefined;
}

/** How a role shows an area's fields: hidden ones are never sent; read-only ones are shown and never changed. */
export interface FieldAccess {
  hidden: ReadonlySet<string>;
  readOnly: ReadonlySet<string>;
}

/**
 * Which of an area's `fields` the rules hide, and which they show but do not let the holder write: edit a record,
 * or with `write = 'store'` fill in a new one.
 */
export function fieldAccessOf(
  rules: readonly AbilityRuleOf[],
  area: string,
  fields: readonly string[],
  write: 'edit' | 'store' = 'edit',
): FieldAccess {
  const readable = fieldsReached(rules, 'read', area);
  const editable = fieldsReached(rules, write, area);
  const hidden = new Set(readable ? fields.filter((name) => !readable.has(name)) : []);
  const readOnly = new Set(editable ? fields.filter((name) => !hidden.has(name) && !editable.has(name)) : []);
  return { hidden, readOnly };
}
