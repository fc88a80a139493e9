/*
 * npm run labels:generate: writes src/contract/fieldLabels.generated.ts, every area's field labels in every language,
 * for the header row of a CSV export (server/areas/exportFile.ts) and the columns an import recognises
 * (server/areas/importColumns.ts), and the field that names each area's records (an import's references by name). The labels live in resources/<area>/labels.ts and
 * src/admin-kit/i18n/, which the server may not import (the layers in DESIGN.md); this copies them as data.
 * tests/unit/admin-kit/export-labels.test.ts fails, naming this command, when the copy differs from what the app shows.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { areaModels } from '@schemas/kit/registry';
import { listFieldsOf } from '@/contract/listQuery';
import { EXPORT_LOCALES, type ExportLocale } from '@/contract/export';

type Tree = { [key: string]: string | Tree };
type LabelFile = Record<ExportLocale, Tree>;

const areaLabels = import.meta.glob<LabelFile>('/resources/*/labels.ts', { eager: true, import: 'default' });
const sharedLabels = import.meta.glob<Tree>('/src/admin-kit/i18n/*.ts', { eager: true, import: 'default' });

const leaf = (tree: Tree | undefined, ...path: string[]): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const step of path) node = typeof node === 'object' ? node[step] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/** As src/admin-kit/labels.ts `fieldLabel` finds a label: the area's, the one every area shares, or the name's words. */
const humanize = (source: string) =>
  source
    .replace(/Id$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());

const labels: Record<string, Record<string, Record<string, string>>> = {};
for (const model of areaModels) {
  const own = areaLabels[`/resources/${model.name}/labels.ts`];
  labels[model.name] = {};
  for (const locale of EXPORT_LOCALES) {
    const shared = sharedLabels[`/src/admin-kit/i18n/${locale}.ts`];
    labels[model.name][locale] = Object.fromEntries(
      [...listFieldsOf(model).keys()].map((source) => [
        source,
        leaf(own?.[locale], 'fields', source) ?? leaf(shared, 'adminKit', 'fields', source) ?? humanize(source),
      ]),
    );
  }
}

const target = fileURLToPath(new URL('../src/contract/fieldLabels.generated.ts', import.meta.url));
const text = `// Written by \`npm run labels:generate\` (scripts/export-labels.ts) from resources/*/labels.ts: do not edit.
import type { ExportLocale } from './export';

/** Each area's field labels in each language, by field name: a CSV export's header row. */
export const FIELD_LABELS: Record<string, Record<ExportLocale, Record<string, string>>> = ${JSON.stringify(labels)};
`;
writeFileSync(target, await format(text, { ...(await resolveConfig(target)), filepath: target }));
console.log(`Wrote ${target}`);
