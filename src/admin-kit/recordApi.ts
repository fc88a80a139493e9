import type { Identifier } from 'react-admin';
import type { HistoryEntry } from '@/contract/activity';
import { API_URL } from '@/data/config';
import { api } from '@/data/api';

/* The record calls beyond simple-REST: a record's history, and the trash's restore and purge. */
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
