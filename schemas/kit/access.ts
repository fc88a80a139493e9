/*
 * Who may do what, without zod: CASL actions, and a role's permissions (subjects × actions). The route table, the
 * contract, the server and the role area's schema (schemas/role.ts) share them; the detail and list pages show
 * permissions (src/admin-kit/widgets/permissions/value.tsx) and load no schema.
 */
export const PERMISSION_ACTIONS = ['read', 'store', 'edit', 'delete', 'manage'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** An ability's action: `manage` is all of them. */
export type Action = PermissionAction;

/** `all` stands for every subject, as in CASL. */
export const ALL_SUBJECTS = 'all';

/** The actions a role may take on one subject. */
export interface Permission {
  subject: string;
  actions: PermissionAction[];
}

export interface AbilityRuleOf {
  action: PermissionAction;
  subject: string;
}

/** CASL rules (`{action, subject}`) of a role's permissions: what its administrators may do. */
export function rulesFromPermissions(permissions: readonly Permission[] | undefined): AbilityRuleOf[] {
  return (permissions ?? []).flatMap(({ subject, actions }) => actions.map((action) => ({ action, subject })));
}
