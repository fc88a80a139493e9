import { fieldAccessOf, type FieldAccess } from '@schemas/kit/access';
import { getUser } from '@/auth/session';

/*
 * The signed-in person's fields per area (issue 33 item 1), from their role's rules as the session holds them: the
 * screens leave hidden fields out (columns, filters, inputs, detail pages) and show read-only ones as such. The
 * server enforces the same rules; this only keeps the screens from offering what it would refuse.
 */
const NOTHING: FieldAccess = { hidden: new Set(), readOnly: new Set() };
const byRules = new WeakMap<object, Map<string, FieldAccess>>();

/** Of `fields` of `area`: those the session may not see, and those it may not change (on an edit, or on an add). */
export function sessionFieldAccess(area: string, fields: readonly string[], write: 'edit' | 'store' = 'edit') {
  const rules = getUser()?.ability;
  if (!rules) return NOTHING;
  let known = byRules.get(rules);
  if (!known) byRules.set(rules, (known = new Map()));
  const key = `${area}:${write}`;
  let access = known.get(key);
  if (!access) known.set(key, (access = fieldAccessOf(rules, area, fields, write)));
  return access;
}
