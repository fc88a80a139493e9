import type { z } from 'zod';
import type { BeforeChangeArgs } from './hooks';

/** A URL slug from a title: `Über uns – Team` -> `uber-uns-team`. Titles in non-Latin scripts give ''. */
export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/**
 * A beforeChange hook (schemas/kit/hooks.ts) that fills an empty slug from its source field, made unique among the
 * area's live records with the same `scope` values by a numeric suffix (`team`, `team-2`, …).
 */
export const fillSlug =
  (area: string, slug: string, source: string, scope: readonly string[] = []) =>
  async ({ data, previous, db }: BeforeChangeArgs<z.ZodObject>) => {
    if (data[slug]) return;
    const base = slugify(String(data[source] ?? '')) || area;
    const neighbours = await db.find(area, Object.fromEntries(scope.map((name) => [name, data[name] ?? null])), {
      limit: 100_000,
    });
    const taken = new Set(neighbours.filter((row) => row.id !== previous?.id).map((row) => row[slug]));
    let candidate = base;
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
    data[slug] = candidate;
  };
