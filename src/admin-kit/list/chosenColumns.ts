import { useEffect } from 'react';
import { useStore, type ConfigurableDatagridColumn } from 'react-admin';
import { useLabels } from '../labels';
import { areaOf } from '../areas';

export const columnsPreferenceKey = (area: string) => `${area}.list.columns`;

/**
 * The list's columns as the column chooser keeps them (react-admin's preferences, shared by the table and the phone
 * list): the declared columns, in the order and choice the user made.
 */
export function useChosenColumns(area: string): string[] {
  const sources = areaOf(area).list.columns;
  const labels = useLabels(area);
  const key = `preferences.${columnsPreferenceKey(area)}`;
  const [available, setAvailable] = useStore<ConfigurableDatagridColumn[]>(`${key}.availableColumns`, []);
  const [chosen] = useStore<string[] | undefined>(`${key}.columns`);
  // The table registers its columns with the chooser when it mounts; where it is not shown (a phone) this does.
  const registered = available.length === sources.length;
  useEffect(() => {
    if (!registered) setAvailable(sources.map((source, index) => ({ index: String(index), source, label: labels.field(source) })));
  }, [registered, setAvailable, sources, labels]);
  const order = chosen ?? (registered ? available.map((column) => column.index) : sources.map((_, index) => String(index)));
  return order.map((index) => sources[Number(index)]).filter((source): source is string => source !== undefined);
}
