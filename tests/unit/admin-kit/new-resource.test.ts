import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResourceMeta } from '@/admin-kit/declaration';
import { areaMessageFiles, withPageTitles, type LabelFiles } from '@/i18n/areaLabels';
import { deepMerge, leafPaths } from '@/i18n/deepMerge';
import { LOCALES } from '@/i18n/locales';
import { createRng } from '@fixtures/random';
import type { Fixture, Row } from '@fixtures/types';

/*
 * `npm run new:resource` run into an empty folder (`--root`) inside the project's git-ignored .data/, so the written
 * files resolve the project's aliases and packages when imported.
 */
mkdirSync('.data', { recursive: true });
const root = mkdtempSync(resolve('.data', 'new-resource-'));
mkdirSync(join(root, 'resources'));
execFileSync('node', [resolve('scripts/new-resource.mjs'), 'product-category', '--root', root]);
const folder = join(root, 'resources', 'product-category');
const load = async <T>(file: string): Promise<T> =>
  ((await import(/* @vite-ignore */ join(folder, file))) as { default: T }).default;

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new:resource', () => {
  it('writes one folder: declaration, schema, labels, demo data and test', () => {
    expect(readdirSync(folder).sort()).toEqual([
      'fixture.ts',
      'index.ts',
      'labels.ts',
      'product-category.test.ts',
      'schema.ts',
    ]);
  });

  it('writes files formatted as npm test checks them (Prettier)', async () => {
    const unformatted: string[] = [];
    for (const file of readdirSync(folder)) {
      const path = join(folder, file);
      const options = await resolveConfig(resolve('package.json'));
      if (!(await check(readFileSync(path, 'utf8'), { ...options, filepath: path }))) unformatted.push(file);
    }
    expect(unformatted).toEqual([]);
  });

  it('writes demo data its schema accepts, with the record the route examples name', async () => {
    const declaration = await (await load<ResourceMeta>('index.ts')).load();
    const rows = (await load<Fixture>('fixture.ts'))(createRng('product-category'))['product-category'] as Row[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(declaration.schema.safeParse(row).error).toBeUndefined();
    expect(rows.map((row) => row.id)).toContain(declaration.exampleId);
  });

  it('writes labels with the same keys in every locale, and every page title follows from the name', async () => {
    const files = { '/resources/product-category/labels.ts': await load<LabelFiles[string]>('labels.ts') };
    const templates = { adminKit: { page: { create: 'Add %{name}', edit: 'Edit %{name}' } } };
    const trees = LOCALES.map(({ locale }) =>
      withPageTitles(deepMerge(templates, ...Object.values(areaMessageFiles(files, locale))), locale),
    );
    expect(trees[0].resources).toMatchObject({
      'product-category': {
        page: {
          list: 'Product categories',
          create: 'Add product category',
          edit: 'Edit product category',
          show: 'Product category',
        },
      },
    });
    for (const tree of trees) expect(leafPaths(tree)).toEqual(leafPaths(trees[0]));
  });

  it('adds the English labels to the message keys code may translate (src/i18n/messageKeys.ts)', () => {
    expect(readFileSync(join(folder, 'labels.ts'), 'utf8')).toMatch(
      /interface AreaMessages \{\s+'product-category': typeof en;/,
    );
  });
});
