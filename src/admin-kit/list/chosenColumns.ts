import { useStore } from 'react-admin';
import { areaOf } from '../areas';
import { recordFields } from '../fields/fieldsOf';

/** Where react-admin's DataTable keeps an area's chosen columns: the hidden ones, and under `…_columnRanks` their order. */
export const columnsStoreKey = (area: string) => `${area}.datatable`;

const sourcesByArea = new WeakMap<object, { sources: string[]; hidden: string[] }>();

/**
 * The area's columns and those hidden until the user shows them; computed once per area as the session sees it (a
 * stable store default; a role that hides fields sees another area).
 */
function columnsOf(area: string) {
  const shown = areaOf(area);
  let columns = sourcesByArea.get(shown);
  if (!columns) {
    const declared = shown.list.columns;
    const others = recordFields(shown)
      .map((field) => field.source)
      .filter((source) => !declared.includes(source));
    columns = { sources: [...declared, ...others], hidden: others };
    sourcesByArea.set(shown, columns);
  }
  return columns;
}

/**
 * Every column the list can show, in their declared order: the declared columns, then every other field of the record
 * (id, the dates, a company's phone or address…), which the column chooser offers hidden until the user shows them.
 */
export const columnSources = (area: string): string[] => columnsOf(area).sources;

/** The columns hidden until the user chooses otherwise: all but the declared ones. */
export const defaultHiddenColumns = (area: string): string[] => columnsOf(area).hidden;

/** The columns the user hid (or, until they chose, those hidden by default), as DataTable keeps them. */
export const useHiddenColumns = (area: string) => useStore<string[]>(columnsStoreKey(area), defaultHiddenColumns(area));

/** The columns' indexes in the order DataTable shows them: the ranks the user set, then the others as declared. */
export const columnOrder = (ranks: number[] | undefined, count: number): number[] => [
  ...(ranks ?? []),
  ...Array.from({ length: count }, (_, index) => index).slice(ranks?.length ?? 0),
];

/**
 * The list's columns as the column chooser keeps them (shared by the table and the phone list): the columns the user
 * shows, in the order they chose.
 */
export function useChosenColumns(area: string): string[] {
  const sources = columnSources(area);
  const [hidden] = useHiddenColumns(area);
  const [ranks] = useStore<number[] | undefined>(`${columnsStoreKey(area)}_columnRanks`);
  return columnOrder(ranks, sources.length)
    .map((index) => sources[index])
    .filter((source): source is string => source !== undefined && !hidden.includes(source));
}
