import type { AreaModel } from '@schemas/kit/model';
import { describeSchema } from '@schemas/kit/describe';
import { MAX_CHANGE_TEXT, type ActivityAction, type ActivityChange } from '@schemas/activity';
import type { Row } from './rules';

/*
 * The audit trail the server writes with every change (server/areas/routes.ts):
 * one `activity` record per create, update, delete, restore and purge, with the changed public fields as text.
 */
export { ACTIVITY_AREA } from './events';

/** One entry of `GET /v1/{area}/{id}/history`, newest first. */
export interface HistoryEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string | null;
  action: ActivityAction;
  changes: Record<string, { before: string | null; after: string | null }>;
  /** The import that created the record (or undid that import): POST /v1/{area}/import. */
  importId?: string;
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_CHANGE_TEXT ? `${text.slice(0, MAX_CHANGE_TEXT)}…` : text;
}

/** The public fields whose values differ (every set field of a new record); secrets are never compared nor kept. */
export function changesBetween(
  declaration: AreaModel,
  before: Row | undefined,
  after: Row | undefined,
): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const field of describeSchema(declaration.schema)) {
    if (field.writeOnly) continue;
    const was = asText(before?.[field.source]);
    const is = asText(after?.[field.source]);
    if (was !== is) changes.push({ field: field.source, before: was, after: is });
  }
  return changes;
}

export interface ActivityInput {
  declaration: AreaModel;
  recordId: number;
  action: ActivityAction;
  actor: { id: number; fullName?: unknown };
  before?: Row;
  after?: Row;
  /** Secrets that were set (a password): recorded as changed, never with a value. */
  secretsSet?: readonly string[];
  /** The import the change belongs to (its create, or its undo's trashing). */
  importId?: string;
}

/** What a set secret shows in the history instead of its value: "changed", in no language. */
export const SECRET_SET = '••••••••';

/** The activity record of a change (the host inserts it in the change's transaction). */
export function activityRecord({
  declaration,
  recordId,
  action,
  actor,
  before,
  after,
  secretsSet = [],
  importId,
}: ActivityInput): Row {
  const changes = action === 'create' || action === 'update' ? changesBetween(declaration, before, after) : [];
  for (const secret of secretsSet) changes.push({ field: secret, before: null, after: SECRET_SET });
  return {
    area: declaration.name,
    recordId,
    action,
    actorId: actor.id,
    createdBy: actor.id,
    actorName: typeof actor.fullName === 'string' ? actor.fullName : null,
    changes,
    ...(importId ? { importId } : {}),
  };
}

/** An activity record as a History panel entry. */
export function historyEntryOf(row: Row): HistoryEntry {
  const changes: HistoryEntry['changes'] = {};
  for (const change of (row.changes as ActivityChange[] | null) ?? [])
    changes[change.field] = { before: change.before, after: change.after };
  return {
    id: Number(row.id),
    at: String(row.createdAt),
    actorId: row.actorId == null ? null : Number(row.actorId),
    actorName: (row.actorName as string | null) ?? null,
    action: row.action as ActivityAction,
    changes,
    ...(typeof row.importId === 'string' ? { importId: row.importId } : {}),
  };
}
