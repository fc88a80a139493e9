import { WIDGET_TRAITS } from '@schemas/kit/widgetTraits';
import type { DescribedArea } from '../declaration';
import { readableField } from '../fields/fieldsOf';

/** Every record's columns the API sorts on, besides those an area lists (src/contract/listQuery.ts). */
const ALWAYS_SORTABLE = ['id', 'createdAt', 'updatedAt', 'deletedAt'];

/**
 * Whether a list may sort on a column: the API's rule (the area's sortable fields, its default sort and the columns
 * every record has), for a widget that sorts at all.
 */
export function isSortable(declaration: DescribedArea, source: string): boolean {
  const { list } = declaration;
  const allowed = ALWAYS_SORTABLE.includes(source) || source === list.sort.field || list.sortable.includes(source);
  return allowed && WIDGET_TRAITS[readableField(declaration, source).widget].sortable;
}
