import { modelOf } from '@schemas/kit/registry';
import { ACTIVITY_AREA, activityRecord } from '@/contract/activity';
import type { Row } from '@/contract/rules';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';

/**
 * A change a person made to their own account (profile, e-mail, password, reset) in the account's history, as an
 * administrator's edit is: the changed fields, and a set password as changed without its value.
 */
export async function recordOwnChange(
  context: ServerContext,
  db: Db,
  account: { id: number; fullName?: unknown },
  change: { before?: Row; after?: Row; secretsSet?: string[] },
) {
  const at = new Date(context.config.now()).toISOString();
  await db.insert(context.schema.areas[ACTIVITY_AREA]).values({
    ...activityRecord({
      declaration: modelOf('admin'),
      recordId: account.id,
      action: 'update',
      actor: account,
      ...change,
    }),
    createdAt: at,
    updatedAt: at,
  });
}
