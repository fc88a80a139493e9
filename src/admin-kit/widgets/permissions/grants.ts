import {
  fieldAccessOf,
  PERMISSION_ACTIONS,
  rulesFromPermissions,
  type Conditions,
  type Permission,
  type PermissionAction,
} from '@schemas/kit/access';

/*
 * What the role editor shows for one subject, and the permission entries it stands for. A subject's entries (CASL
 * rules: actions, fields, conditions) are edited as one grant: its actions, the fields hidden or read-only, and the
 * records it reaches. Written back as one entry, or two when fields differ between reading and writing.
 */
export interface SubjectGrant {
  actions: PermissionAction[];
  hidden: string[];
  readOnly: string[];
  conditions?: Conditions;
}

const READING: readonly PermissionAction[] = ['read', 'delete'];
const WRITING: readonly PermissionAction[] = ['store', 'edit'];
const ordered = (actions: Iterable<PermissionAction>) => {
  const set = new Set(actions);
  return PERMISSION_ACTIONS.filter((action) => set.has(action));
};

/** The grant a role's entries make on `subject`, whose fields are `fields`. */
export function grantOf(permissions: readonly Permission[], subject: string, fields: readonly string[]): SubjectGrant {
  const entries = permissions.filter((p) => p.subject === subject);
  const { hidden, readOnly } = fieldAccessOf(rulesFromPermissions(entries, 0), subject, fields);
  const conditions = entries.find((p) => p.conditions)?.conditions;
  return {
    actions: ordered(entries.flatMap((p) => p.actions)),
    hidden: fields.filter((name) => hidden.has(name)),
    readOnly: fields.filter((name) => readOnly.has(name)),
    ...(conditions ? { conditions } : {}),
  };
}

/** The entries of a grant on `subject`. */
export function entriesOf(subject: string, grant: SubjectGrant, fields: readonly string[]): Permission[] {
  if (!grant.actions.length) return [];
  const limited = grant.hidden.length > 0 || grant.readOnly.length > 0;
  const conditions = grant.conditions && Object.keys(grant.conditions).length ? { conditions: grant.conditions } : {};
  if (!limited) return [{ subject, actions: grant.actions, ...conditions }];
  // Fields apply action by action, so `manage` (every action, every field) is spelled out.
  const actions: PermissionAction[] = grant.actions.includes('manage')
    ? ['read', 'store', 'edit', 'delete']
    : grant.actions;
  const visible = fields.filter((name) => !grant.hidden.includes(name));
  const editable = visible.filter((name) => !grant.readOnly.includes(name));
  const reading = actions.filter((a) => READING.includes(a));
  const writing = actions.filter((a) => WRITING.includes(a));
  const seen = grant.hidden.length ? { fields: visible } : {};
  if (!writing.length || editable.length === visible.length)
    return [{ subject, actions: ordered(actions), ...seen, ...conditions }];
  return [
    ...(reading.length ? [{ subject, actions: reading, ...seen, ...conditions }] : []),
    { subject, actions: writing, fields: editable, ...conditions },
  ];
}

/** `permissions` with the grant on `subject` replaced (in place of its first entry, or at the end). */
export function withGrant(
  permissions: readonly Permission[],
  subject: string,
  grant: SubjectGrant,
  fields: readonly string[],
): Permission[] {
  const at = permissions.findIndex((p) => p.subject === subject);
  const others = permissions.filter((p) => p.subject !== subject);
  const entries = entriesOf(subject, grant, fields);
  const before = at === -1 ? others.length : permissions.slice(0, at).filter((p) => p.subject !== subject).length;
  return [...others.slice(0, before), ...entries, ...others.slice(before)];
}
