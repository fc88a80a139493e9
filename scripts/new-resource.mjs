// Scaffolds a management area: npm run new:resource -- <name>
// Writes its model, schemas/<name>.ts (zod schema, list and API rules); how the admin shows it, resources/<name>/
// (declaration, labels in every locale, a test); and its demo data, fixtures/areas/<name>.fixture.ts. The area is then
// in the menu, the route table, the API and the test suites with no other file edited (they discover it).
// `--root <dir>` writes into another copy of the project (the scaffolder's own test uses it).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
let root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootAt = args.indexOf('--root');
if (rootAt >= 0) root = resolve(args.splice(rootAt, 2)[1] ?? '.');
const name = args[0];

function fail(message) {
  console.error(`new:resource: ${message}`);
  console.error('usage: npm run new:resource -- <name>   (lower-case words joined by hyphens, e.g. product-category)');
  process.exit(1);
}

if (!name) fail('give the area a name');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail(`"${name}" is not lower-case words joined by hyphens`);
for (const path of [`resources/${name}`, `schemas/${name}.ts`, `fixtures/areas/${name}.fixture.ts`])
  if (existsSync(join(root, path))) fail(`${path} already exists`);

const words = name.split('-');
const camel =
  words[0] +
  words
    .slice(1)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
const pascal = camel[0].toUpperCase() + camel.slice(1);
const title = words.join(' ').replace(/^./, (c) => c.toUpperCase());
const plural = /[^aeiou]y$/.test(title)
  ? `${title.slice(0, -1)}ies`
  : /(s|x|z|ch|sh)$/.test(title)
    ? `${title}es`
    : `${title}s`;

/** After every existing area (the models' `order`: menu, home page, API reference). */
const schemas = join(root, 'schemas');
const order =
  (existsSync(schemas) ? readdirSync(schemas) : [])
    .filter((file) => /^[a-z][a-z0-9-]*\.ts$/.test(file))
    .map((file) => Number(readFileSync(join(schemas, file), 'utf8').match(/^ {2}order:\s*(\d+)/m)?.[1] ?? 0))
    .reduce((max, value) => Math.max(max, value), 0) + 1;

/** Page titles follow from `name` (src/i18n/areaLabels.ts); add `page: { create: … }` where a language needs another. */
const labels = {
  name: `${title} |||| ${plural}`,
  fields: { name: 'Name', description: 'Description', status: 'Status' },
};
const literal = (value, indent) =>
  JSON.stringify(value, null, 2)
    .replace(/"([a-zA-Z]\w*)":/g, '$1:')
    .replace(/"/g, "'")
    .replace(/\n/g, `\n${' '.repeat(indent)}`)
    .replace(/([^{,])\n/g, '$1,\n');

const files = {
  [`schemas/${name}.ts`]: `import { z } from 'zod';
import { field } from './kit/fields';
import { defineModel } from './kit/model';

/** ${plural}: what one record holds. Add fields with the builders of \`field\` (the form picks widgets from them). */
export const ${camel}Schema = z.object({
  name: field.text({ max: 120 }),
  description: field.longText({ max: 2000 }).nullish(),
  status: field.choice(['active', 'inactive']).default('active'),
});

export type ${pascal} = z.infer<typeof ${camel}Schema>;

export default defineModel({
  name: '${name}',
  order: ${order},
  schema: ${camel}Schema,
  representation: 'name',
  list: {
    sort: { field: 'name', order: 'ASC' },
    search: ['name', 'description'],
    filters: ['status'],
    sortable: ['name', 'status', 'updatedAt'],
  },
  server: {
    unique: [['name']],
    // Code the declaration cannot express, run by the API inside each write's transaction (import { FieldError,
    // WriteRefused } from './kit/hooks'):
    // beforeChange may change \`data\` or throw new FieldError('name', 'adminKit.validation.…') (a 400 on that field);
    // afterChange sees the written record (a throw undoes the whole write); beforeDelete may throw WriteRefused.
    // \`db\` reaches any area by name: find, count, update, insert (each change gets its history entry).
    hooks: {
      // async beforeChange({ data, previous, operation, user, db, now }) {},
      // async afterChange({ record, previous, operation, user, db, now }) {},
      // async beforeDelete({ record, purge, user, db, now }) {},
    },
    // Read-only fields the server derives: stored on each write, or (stored: false) whenever a record is read.
    // computed: { code: { value: ({ name }) => String(name).toUpperCase() } },
  },
});
`,
  [`resources/${name}/index.ts`]: `import { defineArea } from '@/admin-kit/declaration';

/** ${plural}. */
export default defineArea({
  name: '${name}',
  model: () => import('@schemas/${name}'),
  views: ['list', 'add', 'show', 'edit'],
  list: { columns: ['name', 'status', 'updatedAt'] },
  representation: 'name',
  menu: { icon: 'FolderOutlined' },
  exampleId: 1,
});
`,
  [`resources/${name}/labels.ts`]: `import type { AreaLabels } from '@/i18n/areaLabels';

const en = ${literal(labels, 0)};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    ${/^[A-Za-z_]+$/.test(name) ? name : `'${name}'`}: typeof en;
  }
}

// Translate de, fr and pt: they start as the English labels so every locale has every key.
export default {
  en,
${['de', 'fr', 'pt'].map((locale) => `  ${locale}: ${literal(labels, 2)},`).join('\n')}
} satisfies AreaLabels<typeof en>;
`,
  [`fixtures/areas/${name}.fixture.ts`]: `import { defineFixture, DEMO_TODAY } from '@fixtures/types';

/** Demo ${plural.toLowerCase()}. */
export default defineFixture(() => ({
  '${name}': [
    { id: 1, name: 'Aurora', description: 'The first example.', status: 'active' },
    { id: 2, name: 'Borealis', description: null, status: 'inactive' },
    { id: 3, name: 'Cascade', description: 'The third example.', status: 'active' },
  ].map((row) => ({ ...row, createdAt: DEMO_TODAY.toISOString(), updatedAt: DEMO_TODAY.toISOString() })),
}));
`,
  [`resources/${name}/${name}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { declarations } from '@/admin-kit/registry';
import { areaRouteEntries } from '@/admin-kit/routeEntriesOf';
import { ${camel}Schema } from '@schemas/${name}';

// The shared suites (tests/unit/admin-kit) drive this area's screens and API; this checks what is its own.
describe('the ${name} area', () => {
  it('is discovered, in the menu and the route table', () => {
    expect(declarations.map((d) => d.name)).toContain('${name}');
    const entries = areaRouteEntries().filter((e) => e.subject === '${name}');
    expect(entries.map((e) => e.path)).toEqual(expect.arrayContaining(['/${name}', '/${name}/add', '/${name}/:id', '/${name}/:id/show']));
    expect(entries.find((e) => e.path === '/${name}')?.menu?.group).toBe('management');
  });

  it('accepts a complete record and rejects an empty one', () => {
    expect(${camel}Schema.safeParse({ name: 'Example', status: 'active' }).success).toBe(true);
    expect(${camel}Schema.safeParse({}).success).toBe(false);
  });
});
`,
};

// Formatted as `npm test` checks it: how a line wraps depends on the area's name.
const prettier = await import('prettier');
const style = await prettier.resolveConfig(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json'));
for (const [path, content] of Object.entries(files)) {
  const target = join(root, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, await prettier.format(content, { ...style, filepath: target }));
  console.log(`  created ${path}`);
}
console.log(`\nThe "${name}" area is declared: /${name} is in the menu (Management) with list, add, show and edit.
Next: add its fields and rules in schemas/${name}.ts, show them in resources/${name}/index.ts, translate
resources/${name}/labels.ts, fill fixtures/areas/${name}.fixture.ts, then write its table's migration, copy its labels
for the server's exports, and test:
  npm run db:generate -- ${name}
  npm run labels:generate
  npx vitest run resources/${name} tests/unit/admin-kit tests/server`);
