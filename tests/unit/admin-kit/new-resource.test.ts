// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import type { AreaModel } from '@schemas/kit/model';
import { areaMessageFiles, withPageTitles, type LabelFiles } from '@/i18n/areaLabels';
import { deepMerge, leafPaths } from '@/i18n/deepMerge';
import { LOCALES } from '@/i18n/locales';
import { createRng } from '@fixtures/random';
import type { Fixture, Row } from '@fixtures/types';

/*
 * `npm run new:resource` run into an empty folder (`--root`) inside the project's git-ignored .data/, so the written
 * files resolve the project's aliases and packages when imported; its schemas/kit is the project's (a link).
 */
mkdirSync('.data', { recursive: true });
const root = mkdtempSync(resolve('.data', 'new-resource-'));
mkdirSync(join(root, 'schemas'));
symlinkSync(resolve('schemas/kit'), join(root, 'schemas', 'kit'), 'dir');
execFileSync('node', [resolve('scripts/new-resource.mjs'), 'product-category', '--root', root]);
const WRITTEN = [
  'schemas/product-category.ts',
  'resources/product-category/index.ts',
  'resources/product-category/labels.ts',
  'resources/product-category/product-category.test.ts',
  'fixtures/areas/product-category.fixture.ts',
];
const load = async <T>(file: string): Promise<T> =>
  ((await import(/* @vite-ignore */ join(root, file))) as { default: T }).default;

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new:resource', () => {
  it('writes the model, how the admin shows it, its labels, demo data and a test', () => {
    expect(WRITTEN.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });

  it('writes files formatted as npm test checks them (Prettier)', async () => {
    const unformatted: string[] = [];
    for (const file of WRITTEN) {
      const path = join(root, file);
      const options = await resolveConfig(resolve('package.json'));
      if (!(await check(readFileSync(path, 'utf8'), { ...options, filepath: path }))) unformatted.push(file);
    }
    expect(unformatted).toEqual([]);
  });

  it('writes demo data its model accepts, with the record the route examples name, after every area', async () => {
    const model = await load<AreaModel>('schemas/product-category.ts');
    // The declaration is read, not run: its model's import resolves to the project's schemas/, which has no such area.
    const declaration = readFileSync(join(root, 'resources/product-category/index.ts'), 'utf8');
    expect(declaration).toContain(`name: '${model.name}'`);
    expect(declaration).toContain(`model: () => import('@schemas/${model.name}')`);
    const exampleId = Number(/exampleId: (\d+)/.exec(declaration)?.[1]);
    const fixture = await load<Fixture>('fixtures/areas/product-category.fixture.ts');
    const rows = fixture(createRng('product-category'))['product-category'] as Row[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(model.schema.safeParse(row).error).toBeUndefined();
    expect(rows.map((row) => row.id)).toContain(exampleId);
    expect(model.order).toBe(1);
    // A place for hooks, empty until written (a commented stub shows each one's arguments).
    expect(model.server?.hooks).toEqual({});
    expect(readFileSync(join(root, 'schemas/product-category.ts'), 'utf8')).toMatch(
      /\/\/ async beforeChange\(\{ data,/,
    );
  });

  it('writes labels with the same keys in every locale, and every page title follows from the name', async () => {
    const files = {
      '/resources/product-category/labels.ts': await load<LabelFiles[string]>('resources/product-category/labels.ts'),
    };
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
    expect(readFileSync(join(root, 'resources/product-category/labels.ts'), 'utf8')).toMatch(
      /interface AreaMessages \{\s+'product-category': typeof en;/,
    );
  });
});
