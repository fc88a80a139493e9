import { describe, expect, it } from 'vitest';
import { areaOf } from '@/admin-kit/areas';
import { describeSchema } from '@schemas/kit/describe';
import { declarationOf, declarations, loadDeclarations } from '@/admin-kit/registry';

await loadDeclarations();

describe('the fields the list and detail pages know without the schemas (described at build time)', () => {
  it.each(declarations.map((d) => d.name))(
    '%s: the same as described from its schema at run time, with the same form',
    (name) => {
      const declaration = declarationOf(name);
      const area = areaOf(name);
      expect(area.fields).toEqual(JSON.parse(JSON.stringify(describeSchema(declaration.schema))));
      expect(area.form).toEqual(declaration.form);
    },
  );

  it('names an area that is not declared', () => {
    expect(() => areaOf('no-such-area')).toThrow(/no-such-area/);
  });
});
