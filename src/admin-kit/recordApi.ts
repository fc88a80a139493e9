import type { Identifier } from 'react-admin';
import type { HistoryEntry } from '@/contract/activity';
import { API_URL } from '@/data/config';
import { fetchJsonVia } from '@/data/dataProvider';

/* The record calls beyond simple-REST: a record's history, and the trash's restore and purge. */
const recordUrl = (area: string, id: Identifier) => `${API_URL}/${area}/${encodeURIComponent(String(id))}`;

export async function fetchHistory(area: string, id: Identifier): Promise<HistoryEntry[]> {
  return (await fetchJsonVia(`${recordUrl(area, id)}/history`)).json as unknown as HistoryEntry[];
}

export async function restoreRecord(area: string, id: Identifier): Promise<void> {
  await fetchJsonVia(`${recordUrl(area, id)}/restore`, { method: 'POST' });
}

export async function purgeRecord(area: string, id: Identifier): Promise<void> {
  await fetchJsonVia(`${recordUrl(area, id)}?purge=true`, { method: 'DELETE' });
}
