import models from 'virtual:area-models';
import { formOf, listOf, type DescribedArea } from './declaration';
import { declarations } from './registry';

/*
 * Every area as the screens that read records see it: its declaration and its model, described when the app was
 * built (scripts/area-models-plugin.ts), so a list or a detail page loads neither zod nor the schemas. Synchronous:
 * the descriptions come with this module.
 */
const areas = new Map<string, DescribedArea>(
  declarations.map(({ load: _load, form, list, ...meta }) => {
    const model = models[meta.name];
    if (!model)
      throw new Error(
        `The model of "${meta.name}" was not described when the app was built (scripts/area-models-plugin.ts)`,
      );
    const area: DescribedArea = {
      ...model,
      ...meta,
      list: listOf(list, model.list),
      form: formOf(
        form,
        model.fields.map((field) => field.source),
      ),
    };
    return [meta.name, area];
  }),
);

/** The area declared as `name`, with its fields. */
export function areaOf(name: string | undefined): DescribedArea {
  const area = name ? areas.get(name) : undefined;
  if (!area) throw new Error(`No management area is declared as "${name}"`);
  return area;
}
