import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { areaOf } from '@/admin-kit/areas';
import { loadDeclarations, loadedDeclarations } from '@/admin-kit/registry';
import { describeSchema } from '@schemas/kit/describe';
import { modelOf } from '@schemas/kit/registry';
import { readableFields } from '@/admin-kit/fields/fieldsOf';
import { formGroups } from '@/admin-kit/form/formLayout';
import { togglePermission } from '@/admin-kit/widgets/permissions/input';
import { recordsToCsv } from '@/admin-kit/list/exporter';
import { showGroups } from '@/admin-kit/show/ResourceShow';
import { englishNow, loadScreenMessages } from '@/i18n/messages';
import type { MessageTree } from '@/i18n/types';
import { verifyPassword } from '@/contract/passwords';
import { demoPasswordHash, sha256Hex } from '@fixtures/helpers/sha256';
import { adminSchema } from '@schemas/admin';
import { contributorSchema } from '@schemas/contributor';
import { roleSchema } from '@schemas/role';

const has = (path: string) => {
  let node: string | MessageTree | undefined = englishNow();
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.trim().length > 0;
};

await loadDeclarations();
await loadScreenMessages('en');
const declarations = loadedDeclarations();

describe.each(declarations.map((d) => [d.name, d] as const))('the %s declaration', (area, declaration) => {
  it('labels every field, choice, section and page in English (the parity test covers de, fr, pt)', () => {
    const missing: string[] = [];
    const fields = [...readableFields(areaOf(area)), ...describeSchema(declaration.createSchema ?? declaration.schema)];
    for (const field of fields) {
      for (const source of [field.source, ...(field.item ?? []).map((i) => i.source)]) {
        if (!has(`resources.${area}.fields.${source}`) && !has(`adminKit.fields.${source}`))
          missing.push(`field ${source}`);
      }
      for (const value of field.choices ?? []) {
        if (field.widget === 'country') continue;
        if (
          !has(`resources.${area}.choices.${field.source}.${value}`) &&
          !has(`adminKit.choices.${field.source}.${value}`)
        )
          missing.push(`choice ${field.source}.${value}`);
      }
    }
    for (const group of declaration.form.groups) if (!has(group.title)) missing.push(`section ${group.title}`);
    const pages = { list: 'list', add: 'create', edit: 'edit', show: 'show' } as const;
    for (const view of declaration.views)
      if (!has(`resources.${area}.page.${pages[view]}`)) missing.push(`page ${view}`);
    if (!has(`resources.${area}.name`)) missing.push('name');
    expect(missing).toEqual([]);
  });

  it("names a record by the field its model names it by (the API labels records with the model's)", () => {
    expect(declaration.representation).toBe(modelOf(area).representation);
  });

  it('refers only to fields its schema has, and places every editable field in the form and the detail page', () => {
    const readable = readableFields(areaOf(area)).map((f) => f.source);
    for (const source of [
      ...declaration.list.columns,
      ...declaration.list.sortable,
      ...declaration.list.search,
      ...declaration.list.filters,
      declaration.list.sort.field,
      declaration.representation,
    ]) {
      expect(readable).toContain(source);
    }
    const editable = describeSchema(declaration.schema)
      .filter((f) => !f.readOnly)
      .map((f) => f.source)
      .sort();
    expect(
      formGroups(declaration, 'edit')
        .flatMap((g) => g.fields.map((f) => f.source))
        .sort(),
    ).toEqual(editable);
    // A record shown is live: when it went to the trash is shown in the trash only.
    expect(
      showGroups(areaOf(area))
        .flatMap((g) => g.fields.map((f) => f.source))
        .sort(),
    ).toEqual(readable.filter((source) => source !== 'deletedAt').sort());
  });
});

describe('widgets chosen from the zod types', () => {
  it('reads each field of a schema', () => {
    const admin = Object.fromEntries(describeSchema(adminSchema).map((f) => [f.source, f]));
    expect(admin.fullName).toMatchObject({ widget: 'text', required: true, max: 80 });
    expect(admin.email).toMatchObject({ widget: 'email', required: true });
    expect(admin.password).toMatchObject({ widget: 'password', writeOnly: true, required: false });
    expect(admin.roleId).toMatchObject({ widget: 'reference', reference: 'role' });
    expect(admin.status).toMatchObject({ widget: 'select', choices: ['active', 'inactive'], defaultValue: 'active' });
    expect(admin.avatar).toMatchObject({ widget: 'image', required: false });
    expect(admin.lastSignInAt).toMatchObject({ widget: 'datetime', readOnly: true });
    const contributor = Object.fromEntries(describeSchema(contributorSchema).map((f) => [f.source, f]));
    expect(contributor.expertise).toMatchObject({ widget: 'tags', defaultValue: [] });
    expect(contributor.biography.widget).toBe('richText');
    expect(contributor.links.widget).toBe('repeater');
    expect(contributor.links.item!.map((f) => [f.source, f.widget])).toEqual([
      ['label', 'text'],
      ['url', 'url'],
    ]);
  });
});

describe('the permission matrix', () => {
  it('toggles one action, lets manage replace the others, and drops empty rows', () => {
    let permissions = togglePermission([], 'company', 'read', true);
    permissions = togglePermission(permissions, 'company', 'edit', true);
    expect(permissions).toEqual([{ subject: 'company', actions: ['read', 'edit'] }]);
    expect(togglePermission(permissions, 'company', 'manage', true)).toEqual([
      { subject: 'company', actions: ['manage'] },
    ]);
    expect(togglePermission(togglePermission(permissions, 'company', 'read', false), 'company', 'edit', false)).toEqual(
      [],
    );
  });

  it('brings Read with Add, Edit or Delete, and takes them away with Read (the walk: Edit without Read was kept)', () => {
    expect(togglePermission([], 'company', 'edit', true)).toEqual([{ subject: 'company', actions: ['read', 'edit'] }]);
    const writer = [{ subject: 'company', actions: ['read' as const, 'store' as const, 'delete' as const] }];
    expect(togglePermission(writer, 'company', 'read', false)).toEqual([]);
    expect(roleSchema.shape.permissions.safeParse([{ subject: 'company', actions: ['edit'] }]).success).toBe(false);
    expect(roleSchema.shape.permissions.safeParse([{ subject: 'company', actions: ['read', 'edit'] }]).success).toBe(
      true,
    );
    expect(roleSchema.shape.permissions.safeParse([{ subject: 'company', actions: ['manage'] }]).success).toBe(true);
  });
});

describe('demo password hashes', () => {
  it('are SHA-256 as WebCrypto computes them, in the format the API verifies', async () => {
    for (const text of ['', 'abc', 'demo0001:admin', 'ü'.repeat(100)]) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
    const stored = demoPasswordHash('editor', 'salt1234');
    expect(await verifyPassword('editor', stored)).toBe(true);
    expect(await verifyPassword('Editor', stored)).toBe(false);
  });
});

describe('CSV export', () => {
  it('quotes what needs quoting', () => {
    expect(
      recordsToCsv(
        ['a', 'b'],
        [
          { a: 'plain', b: 'with, comma' },
          { a: 'say "hi"', b: ['x', 'y'] },
        ],
      ),
    ).toBe('a,b\r\nplain,"with, comma"\r\n"say ""hi""","x; y"');
  });
});
