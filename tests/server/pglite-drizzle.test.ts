// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { pgliteForDrizzle } from '../../server/db/pgliteForDrizzle';

/*
 * drizzle reads PGlite through server/db/pgliteForDrizzle.ts, which sets drizzle's parsers once on the client instead
 * of sending them with every query: each value must read exactly as drizzle reads it over PGlite itself, in and out of
 * transactions.
 */
const VALUES = sql`select
  '2026-03-04 05:06:07.089+00'::timestamptz as "at",
  '2026-03-04 05:06:07.089'::timestamp as "local",
  '2026-02-28'::date as "day",
  '1 day 02:00'::interval as "span",
  array['2026-02-28'::date] as "days",
  array[1.5::numeric] as "amounts",
  '{"a":1}'::jsonb as "doc",
  array['x','y'] as "tags",
  42 as "n",
  true as "yes"`;

describe('PGlite as drizzle reads it', () => {
  let plain: PGlite;
  let wrapped: PGlite;
  beforeAll(async () => {
    plain = await PGlite.create();
    wrapped = await PGlite.create();
  });
  afterAll(async () => {
    await plain.close();
    await wrapped.close();
  });

  it('reads every kind of value as drizzle over PGlite itself does', async () => {
    const expected = (await drizzle(plain).execute(VALUES)).rows;
    const db = drizzle(pgliteForDrizzle(wrapped));
    expect((await db.execute(VALUES)).rows).toEqual(expected);
    expect(await db.transaction(async (tx) => (await tx.execute(VALUES)).rows)).toEqual(expected);
    expect(expected[0]).toMatchObject({ at: '2026-03-04 05:06:07.089+00', day: '2026-02-28', n: 42, doc: { a: 1 } });
  });

  it('sends no parsers with a query (PGlite would copy its whole parser table for each)', async () => {
    const sent: unknown[] = [];
    const query = wrapped.query.bind(wrapped);
    wrapped.query = ((text: string, params?: unknown[], options?: unknown) => {
      sent.push(options);
      return query(text, params, options as never);
    }) as typeof wrapped.query;
    await drizzle(pgliteForDrizzle(wrapped)).execute(sql`select 1`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('parsers');
  });
});
