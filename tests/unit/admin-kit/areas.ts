import { loadDeclarations, loadedDeclarations } from '@/admin-kit/registry';
import type { AreaDeclaration } from '@/admin-kit/declaration';
import { describeSchema } from '@schemas/kit/describe';
import { buildFixtures } from '@fixtures/index';
import { api } from './harness';
import { fieldLabel } from '@/admin-kit/labels';
import { createI18nProvider } from '@/i18n/i18nProvider';

/**
 * Seed section 2, "Admin management screens": the paths each area must have, exactly; and since issue 28 (a reader
 * opens every record) a detail page in every area.
 */
export const SEED_PATHS: Record<string, string[]> = {
  admin: ['/admin', '/admin/add', '/admin/:id', '/admin/:id/show'],
  user: ['/user', '/user/add', '/user/:id/show', '/user/:id'],
  contributor: ['/contributor', '/contributor/add', '/contributor/:id/show'],
  role: ['/role', '/role/add', '/role/:id', '/role/:id/show'],
  language: ['/language', '/language/add', '/language/:id', '/language/:id/show'],
  company: ['/company', '/company/add', '/company/:id/show', '/company/:id'],
  'content-intelektual': [
    '/content-intelektual',
    '/content-intelektual/add',
    '/content-intelektual/:id',
    '/content-intelektual/:id/show',
  ],
  'content-company': ['/content-company', '/content-company/add', '/content-company/:id', '/content-company/:id/show'],
  'how-we': ['/how-we', '/how-we/add', '/how-we/:id/show', '/how-we/:id'],
  'content-contribute': [
    '/content-contribute',
    '/content-contribute/add',
    '/content-contribute/:id/show',
    '/content-contribute/:id',
  ],
  'content-about-us': [
    '/content-about-us',
    '/content-about-us/add',
    '/content-about-us/:id',
    '/content-about-us/:id/show',
  ],
  'content-privacy': ['/content-privacy', '/content-privacy/add', '/content-privacy/:id', '/content-privacy/:id/show'],
};

/** Every registered declaration, as `[name, declaration]` rows for describe.each. */
await loadDeclarations();
export const AREAS = loadedDeclarations().map(
  (declaration) => [declaration.name, declaration] as [string, AreaDeclaration],
);

export type Row = Record<string, unknown> & { id: number };
/** An area's rows as the API server stores them, trashed ones included. */
export const rows = (area: string) => api().rows(area);
export const row = async (area: string, id: number | string) => (await api().row(area, id))!;

const SYSTEM = ['id', 'createdAt', 'updatedAt'];

/** An area's demo data, as the API seeds it (live records: none is seeded in the trash). */
export const seededRows = (area: string) =>
  (buildFixtures()[area] as Row[]).filter((record) => record.deletedAt == null);
export const seededRecord = (area: string, id: number | string) =>
  seededRows(area).find((record) => String(record.id) === String(id)) as Row;

/** A record the add form accepts: the example record with its unique and read-only fields changed or removed. */
export function validSample(declaration: AreaDeclaration, tag: string): Record<string, unknown> {
  const schema = declaration.createSchema ?? declaration.schema;
  const fields = describeSchema(schema);
  const base = seededRecord(declaration.name, declaration.exampleId);
  const sample: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.readOnly || SYSTEM.includes(field.source)) continue;
    if (base[field.source] !== undefined) sample[field.source] = base[field.source];
  }
  for (const field of fields) {
    if (field.widget === 'password') sample[field.source] = 'Sturdy2026';
  }
  for (const group of declaration.server?.unique ?? []) {
    const first = group[0];
    const value = String(sample[first] ?? '');
    const widget = fields.find((f) => f.source === first)?.widget;
    if (widget === 'email') sample[first] = `${tag}.${value}`;
    else if (widget === 'slug') sample[first] = `${value}-${tag}`;
    else if (declaration.name === 'language' && first === 'code') sample[first] = 'xq';
    else sample[first] = `${value}-${tag}`;
  }
  if (declaration.server?.exactlyOne) sample[declaration.server.exactlyOne] = false;
  const representation = declaration.representation;
  if (!(declaration.server?.unique ?? []).some((group) => group[0] === representation)) {
    sample[representation] = `${String(sample[representation])} ${tag}`;
  }
  if (fields.some((f) => f.source === 'slug')) sample.slug = `${String(base.slug)}-${tag}`;
  return sample;
}

export const text = (record: Record<string, unknown>, source: string) => String(record[source] ?? '');

const i18n = createI18nProvider();
/** An English message, as the screens show it. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
/**
 * A record's name as its pages show it in English: its representation, except an activity entry, named by the area
 * it speaks of ("Company", not `company`: resources/activity/widgets/entry.tsx).
 */
export const shownName = (area: string, record: Record<string, unknown>, representation: string) =>
  area === 'activity' ? t(`resources.${text(record, 'area')}.name`, { smart_count: 1 }) : text(record, representation);
/** A field's English label. */
export const english = (area: string, source: string) =>
  fieldLabel(t as Parameters<typeof fieldLabel>[0], area, source);
