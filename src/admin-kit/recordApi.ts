import type { Identifier } from 'react-admin';
import type { HistoryEntry } from '@/contract/activity';
import { API_URL } from '@/data/config';
import { api } from '@/data/api';
import { tagValuesPath } from '@/contract/tagValues';
import { exportFileName, exportPath, type ExportOptions } from '@/contract/export';
import { downloadFile } from '@/data/download';

/*
 * The record calls beyond simple-REST: a record's history, the trash's restore and purge, a tags field's values, a
 * list's export.
 */
const recordUrl = (area: string, id: Identifier) => `${API_URL}/${area}/${encodeURIComponent(String(id))}`;

export async function fetchHistory(area: string, id: Identifier): Promise<HistoryEntry[]> {
  return api.get<HistoryEntry[]>(`${recordUrl(area, id)}/history`);
}

export async function restoreRecord(area: string, id: Identifier): Promise<void> {
  await api.post(`${recordUrl(area, id)}/restore`);
}

export async function purgeRecord(area: string, id: Identifier): Promise<void> {
  await api.delete(recordUrl(area, id), { query: { purge: true } });
}

/** The values a tags field holds across the area's live records, those containing `q` (the tag filter's suggestions). */
export async function fetchTagValues(area: string, field: string, q: string, signal?: AbortSignal): Promise<string[]> {
  return api.get<string[]>(`${API_URL}${tagValuesPath(area, field)}`, { query: { q }, signal });
}

/** What a list shows now: its sort and its filter (search included), as react-admin holds them. */
export interface ListShown {
  sort: { field: string; order: string };
  filter: Record<string, unknown>;
}

/**
 * Downloads every record of the list `shown` describes, as one file the server writes (GET /v1/{area}/export); resolves
 * with the file's name.
 */
export async function downloadExport(area: string, shown: ListShown, options: ExportOptions): Promise<string> {
  return downloadFile(`${API_URL}${exportPath(area)}`, {
    query: {
      sort: JSON.stringify([shown.sort.field, shown.sort.order]),
      filter: JSON.stringify(shown.filter),
      ...options,
    },
    fallbackName: exportFileName(area, options.format, new Date()),
  });
}
