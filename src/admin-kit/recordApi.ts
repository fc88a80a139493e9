import type { Identifier } from 'react-admin';
import type { HistoryEntry } from '@/contract/activity';
import { API_URL } from '@/data/config';
import { api, send, withQuery } from '@/data/api';
import {
  IMPORT_CONTENT_TYPES,
  importPath,
  undoImportPath,
  type ImportDone,
  type ImportDryRun,
  type ImportUndone,
} from '@/contract/import';
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

/**
 * Sends a file to the area's import (POST /v1/{area}/import), `columns` naming the field each column fills (null:
 * left out). A dry run answers what a real run would write; a refused real run rejects with its row errors.
 */
export async function importRecords(
  area: string,
  file: File,
  { dryRun, columns }: { dryRun: boolean; columns: Record<string, string | null> },
): Promise<ImportDryRun | ImportDone> {
  const json = file.type.includes('json') || /\.json$/i.test(file.name);
  const answer = await send(
    withQuery(`${API_URL}${importPath(area)}`, { dryRun: dryRun || undefined, columns: JSON.stringify(columns) }),
    {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': json ? IMPORT_CONTENT_TYPES.json : IMPORT_CONTENT_TYPES.csv },
    },
  );
  return answer.json as ImportDryRun | ImportDone;
}

/** Moves what one import created (and is still live) to the trash. */
export async function undoImport(area: string, importId: string): Promise<ImportUndone> {
  return api.post<ImportUndone>(`${API_URL}${undoImportPath(area, importId)}`);
}
