// Scaffolds a management area: npm run new:resource -- <name>
// Writes its zod schema, its declaration, label files in every locale, demo data and a test. The area is then in the
// menu, the route table, the API and the test suites with no other file edited (they discover it).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];

function fail(message) {
  console.error(`new:resource: ${message}`);
  console.error('usage: npm run new:resource -- <name>   (lower-case words joined by hyphens, e.g. product-category)');
  process.exit(1);
}

if (!name) fail('give the area a name');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail(`"${name}" is not lower-case words joined by hyphens`);
if (existsSync(join(root, 'resources', name))) fail(`resources/${name} already exists`);
if (existsSync(join(root, 'schemas', `${name}.ts`))) fail(`schemas/${name}.ts already exists`);

const words = name.split('-');
const camel = words[0] + words.slice(1).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const pascal = camel[0].toUpperCase() + camel.slice(1);
const title = words.join(' ').replace(/^./, (c) => c.toUpperCase());
const plural = /[^aeiou]y$/.test(title) ? `${title.slice(0, -1)}ies` : /(s|x|z|ch|sh)$/.test(title) ? `${title}es` : `${title}s`;

/** After every existing area in the menu. */
const order = readdirSync(join(root, 'resources'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'resources', entry.name, 'index.ts')))
  .map((entry) => Number(readFileSync(join(root, 'resources', entry.name, 'index.ts'), 'utf8').match(/order:\s*(\d+)/)?.[1] ?? 0))
  .reduce((max, value) => Math.max(max, value), 0) + 1;

const labels = {
  name: `${title} |||| ${plural}`,
  page: { list: plural, create: `Add ${title.toLowerCase()}`, edit: `Edit ${title.toLowerCase()}`, show: title },
  fields: { name: 'Name', description: 'Description', status: 'Status' },
};

const files = {
  [`schemas/${name}.ts`]: `import { z } from 'zod';
import { field } from './fields';

/** ${plural}: what one record holds. Add fields with the builders of ./fields (the form picks widgets from them). */
export const ${camel}Schema = z.object({
  name: field.text({ max: 120 }),
  description: field.longText({ max: 2000 }).nullish(),
  status: field.choice(['active', 'inactive']).default('active'),
});

export type ${pascal} = z.infer<typeof ${camel}Schema>;
`,
  [`resources/${name}/index.ts`]: `import AreaIcon from '@mui/icons-material/FolderOutlined';
import { defineResource } from '@/admin-kit/declaration';

/** ${plural}. */
export default defineResource({
  name: '${name}',
  schema: () => import('@schemas/${name}').then((m) => m.${camel}Schema),
  views: ['list', 'add', 'show', 'edit'],
  list: {
    columns: ['name', 'status', 'updatedAt'],
    sort: { field: 'name', order: 'ASC' },
    search: ['name', 'description'],
    filters: ['status'],
  },
  representation: 'name',
  menu: { icon: AreaIcon, order: ${order} },
  server: { unique: [['name']] },
  exampleId: 1,
});
`,
  [`resources/${name}/i18n/en.ts`]: `const en = ${JSON.stringify({ resources: { [name]: labels } }, null, 2).replace(/"([a-zA-Z]\w*)":/g, '$1:').replace(/"/g, "'")};

export default en;
`,
  [`fixtures/resources/${name}.fixture.ts`]: `import { defineFixture, DEMO_TODAY } from '../types';

/** Demo ${plural.toLowerCase()}. */
export default defineFixture(() => ({
  '${name}': [
    { id: 1, name: 'Aurora', description: 'The first example.', status: 'active' },
    { id: 2, name: 'Borealis', description: null, status: 'inactive' },
    { id: 3, name: 'Cascade', description: 'The third example.', status: 'active' },
  ].map((row) => ({ ...row, createdAt: DEMO_TODAY.toISOString(), updatedAt: DEMO_TODAY.toISOString() })),
}));
`,
  [`tests/unit/admin-kit/areas/${name}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { declarations } from '@/admin-kit/registry';
import { resourceRouteEntries } from '@/admin-kit/routeEntriesOf';
import { ${camel}Schema } from '@schemas/${name}';

// The shared suites (tests/unit/admin-kit/*.test.tsx) drive this area's screens; this checks its declaration.
describe('the ${name} area', () => {
  it('is discovered, in the menu and the route table', () => {
    expect(declarations.map((d) => d.name)).toContain('${name}');
    const entries = resourceRouteEntries().filter((e) => e.subject === '${name}');
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

for (const locale of ['de', 'fr', 'pt']) {
  files[`resources/${name}/i18n/${locale}.ts`] = `import type { Translation } from '@/i18n/types';
import type en from './en';

// Translate these labels: they start as the English ones so every locale has every key.
const ${locale}: Translation<typeof en> = ${JSON.stringify({ resources: { [name]: labels } }, null, 2).replace(/"([a-zA-Z]\w*)":/g, '$1:').replace(/"/g, "'")};

export default ${locale};
`;
}

for (const [path, content] of Object.entries(files)) {
  const target = join(root, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  console.log(`  created ${path}`);
}
console.log(`\nThe "${name}" area is declared: /${name} is in the menu (Management) with list, add, show and edit.
Next: add its fields in schemas/${name}.ts, place them in resources/${name}/index.ts, translate the labels in
resources/${name}/i18n/, then write its table's migration and test:
  npm run db:generate -- ${name}
  npx vitest run tests/unit/admin-kit tests/server`);
