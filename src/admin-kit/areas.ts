import models from 'virtual:area-models';
import { formOf, listOf, type DescribedArea } from './declaration';
import type { FieldAccess } from '@schemas/kit/access';
import { declarations } from './registry';
import { sessionFieldAccess } from './fieldAccess';

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

const shownBy = new WeakMap<FieldAccess, DescribedArea>();

/**
 * The area as the signed-in person sees it: without the fields their role hides (in its columns, filters, search and
 * layout too). The field that names a record stays, empty, so titles and links still work.
 */
function shown(area: DescribedArea): DescribedArea {
  const access = sessionFieldAccess(
    area.name,
    area.fields.map((field) => field.source),
  );
  if (!access.hidden.size) return area;
  let seen = shownBy.get(access);
  if (!seen) {
    const keep = (name: string) => !access.hidden.has(name) || name === area.representation;
    seen = {
      ...area,
      fields: area.fields.filter((field) => keep(field.source)),
      list: {
        ...area.list,
        columns: area.list.columns.filter(keep),
        filters: area.list.filters.filter(keep),
        search: area.list.search.filter(keep),
        sortable: area.list.sortable.filter(keep),
      },
      form: {
        ...area.form,
        groups: area.form.groups.map((group) => ({ ...group, fields: group.fields.filter(keep) })),
      },
    };
    shownBy.set(access, seen);
  }
  return seen;
}

/** The area declared as `name`, with its fields (those the signed-in person may see). */
export function areaOf(name: string | undefined): DescribedArea {
  const area = name ? areas.get(name) : undefined;
  if (!area) throw new Error(`No management area is declared as "${name}"`);
  return shown(area);
}
