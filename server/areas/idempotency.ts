import { and, eq, gt, lt } from 'drizzle-orm';
import { API_ERRORS } from '@/contract/types';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { sha256 } from '../digest';
import { fail, HttpError } from '../http/errors';

/*
 * `Idempotency-Key` on a create (POST /v1/{area}): the first answer under a key is kept a day, per account, and a
 * retry with the same key and the same request gets it again instead of creating a second record. The key is stored
 * in the create's own transaction, so a create that failed leaves no key, and of two creates racing under one key the
 * second waits for the first, finds its answer and rolls itself back.
 */
const KEY = /^[\w.:-]{1,200}$/;
const KEPT_MS = 24 * 60 * 60 * 1000;

export interface KeptAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The kept answer signals a replay by being thrown out of the create's transaction (which rolls it back). */
class Replay extends Error {
  constructor(public answer: KeptAnswer) {
    super('replay');
  }
}

export function idempotentCreates(context: ServerContext) {
  const { idempotencyKeys: keys } = context.schema.system;
  const cutoff = () => new Date(context.config.now() - KEPT_MS).toISOString();

  /** The header's key (400 when malformed) and a fingerprint of the request it names. */
  async function keyOf(header: string | undefined, accountId: number, method: string, path: string, body: string) {
    if (header === undefined) return undefined;
    if (!KEY.test(header)) fail(400, API_ERRORS.badIdempotencyKey);
    return { accountId, key: header, request: await sha256(`${method} ${path}\n${body}`) };
  }
  type Key = NonNullable<Awaited<ReturnType<typeof keyOf>>>;

  /** The answer kept under the key, if any; 422 when the key was used for another request. */
  async function kept(db: Db, key: Key): Promise<KeptAnswer | undefined> {
    const [row] = await db
      .select()
      .from(keys)
      .where(and(eq(keys.accountId, key.accountId), eq(keys.key, key.key), gt(keys.createdAt, cutoff())));
    if (!row) return undefined;
    if (row.request !== key.request) fail(422, API_ERRORS.idempotencyKeyReused);
    return { status: row.status, body: row.response as Record<string, unknown> };
  }

  /** What a create does with its key inside its transaction: claim it first, keep the answer last. */
  interface KeyInTransaction {
    claim(tx: Db): Promise<void>;
    keep(tx: Db, answer: KeptAnswer): Promise<void>;
  }

  /**
   * Runs `create` (which opens the transaction and calls `claim` first and `keep` last inside it) once per key: a
   * key seen before answers what it answered then. Claiming first makes a second request under the key wait for the
   * first one's commit before it checks anything else (a unique name, say), so both get the same answer.
   */
  async function once(
    key: Key | undefined,
    create: (inTransaction: KeyInTransaction) => Promise<KeptAnswer>,
  ): Promise<KeptAnswer> {
    if (!key) return create({ claim: async () => undefined, keep: async () => undefined });
    const before = await kept(context.db, key);
    if (before) return before;
    const mine = and(eq(keys.accountId, key.accountId), eq(keys.key, key.key));
    try {
      return await create({
        async claim(tx) {
          await tx.delete(keys).where(and(eq(keys.accountId, key.accountId), lt(keys.createdAt, cutoff())));
          const [claimed] = await tx
            .insert(keys)
            .values({ ...key, status: 0, response: {}, createdAt: now(context) })
            .onConflictDoNothing()
            .returning({ key: keys.key });
          if (claimed) return;
          // Another request under this key committed while this one waited: answer as it did, write nothing.
          const theirs = await kept(tx, key);
          if (theirs) throw new Replay(theirs);
          throw new HttpError(409, { message: API_ERRORS.conflict });
        },
        async keep(tx, answer) {
          await tx.update(keys).set({ status: answer.status, response: answer.body }).where(mine);
        },
      });
    } catch (error) {
      if (error instanceof Replay) return error.answer;
      throw error;
    }
  }

  return { keyOf, once };
}

const now = (context: ServerContext) => new Date(context.config.now()).toISOString();
