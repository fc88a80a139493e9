import { describe, expect, it } from 'vitest';
import { areaOf } from '@/admin-kit/areas';
import { describeSchema } from '@schemas/kit/describe';
import { declarationOf, declarations, loadDeclarations } from '@/admin-kit/registry';

await loadDeclarations();

describe('the models the list and detail pages know without zod (described at build time)', () => {
  it.each(declarations.map((d) => d.name))(
    '%s: the same fields as described from its schema at run time, with the same list rules and form',
    (name) => {
      const declaration = declarationOf(name);
      const area = areaOf(name);
      expect(area.fields).toEqual(JSON.parse(JSON.stringify(describeSchema(declaration.schema))));
      expect(area.form).toEqual(declaration.form);
      expect(area.list).toEqual(declaration.list);
      // The model's code (hooks, computed values) is the server's: the described rules leave it out.
      const { hooks: _hooks, computed: _computed, ...described } = declaration.server ?? {};
      expect(area.server ?? {}).toEqual(described);
      expect(JSON.stringify(area.server ?? {})).not.toMatch(/hooks|computed/);
      expect(area.order).toBe(declaration.order);
    },
  );

  it('names an area that is not declared', () => {
    expect(() => areaOf('no-such-area')).toThrow(/no-such-area/);
  });
});
