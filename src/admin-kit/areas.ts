import fields from 'virtual:area-fields';
import { formOf, type AreaDeclaration } from './declaration';
import { declarations } from './registry';

/*
 * Every area as the screens that read records see it: its declaration and its fields, described when the app was
 * built (scripts/area-fields-plugin.ts), so a list or a detail page loads neither zod nor the schemas. Synchronous:
 * the descriptions come with this module.
 */
const areas = new Map<string, AreaDeclaration>(
  declarations.map(({ load: _load, form, ...meta }) => {
    const described = fields[meta.name];
    if (!described)
      throw new Error(
        `The fields of "${meta.name}" were not described when the app was built (scripts/area-fields-plugin.ts)`,
      );
    return [
      meta.name,
      {
        ...meta,
        fields: described,
        form: formOf(
          form,
          described.map((field) => field.source),
        ),
      },
    ];
  }),
);

/** The area declared as `name`, with its fields. */
export function areaOf(name: string | undefined): AreaDeclaration {
  const area = name ? areas.get(name) : undefined;
  if (!area) throw new Error(`No management area is declared as "${name}"`);
  return area;
}
