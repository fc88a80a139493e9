import { useStore } from 'react-admin';
import { areaOf } from '../areas';

/** Where react-admin's DataTable keeps an area's chosen columns: the hidden ones, and under `…_columnRanks` their order. */
export const columnsStoreKey = (area: string) => `${area}.datatable`;

export const NONE_HIDDEN: string[] = [];

/** The columns' indexes in the order DataTable shows them: the ranks the user set, then the others as declared. */
export const columnOrder = (ranks: number[] | undefined, count: number): number[] => [
  ...(ranks ?? []),
  ...Array.from({ length: count }, (_, index) => index).slice(ranks?.length ?? 0),
];

/**
 * The list's columns as the column chooser keeps them (shared by the table and the phone list): the declared
 * columns, in the order and choice the user made.
 */
export function useChosenColumns(area: string): string[] {
  const sources = areaOf(area).list.columns;
  const key = columnsStoreKey(area);
  const [hidden] = useStore<string[]>(key, NONE_HIDDEN);
  const [ranks] = useStore<number[] | undefined>(`${key}_columnRanks`);
  return columnOrder(ranks, sources.length)
    .map((index) => sources[index])
    .filter((source): source is string => source !== undefined && !hidden.includes(source));
}
