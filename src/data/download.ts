import { apiErrorOf, withQuery, type Query } from './api';
import { apiFetch } from './httpClient';

/*
 * A file the API answers as an attachment (an export), saved by the browser under the name the API gives it. The
 * answer's bytes go straight into a Blob, which the browser keeps outside the page's memory (on disk when it is
 * large), and the page never parses them: a file of any number of rows costs the page nothing but the link it clicks.
 * Through the one client like any call (the session's token and refresh); in the browser-only mode the API in the
 * page answers it as it answers every /v1 call.
 */

/** The file name of a Content-Disposition header (`attachment; filename="company-2026-07-16.csv"`). */
export function fileNameOf(disposition: string | null): string | undefined {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1];
}

/** Hands `blob` to the browser's downloads as `name`. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked at once, some browsers would cancel the download they just started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads the file at `path`; resolves with its name once the browser has it. An answer outside 2xx rejects with
 * its ApiError (nothing is saved), and so does a file cut short (the connection or the server failed midway).
 */
export async function downloadFile(
  path: string,
  { query, signal, fallbackName }: { query?: Query; signal?: AbortSignal; fallbackName: string },
): Promise<string> {
  const response = await apiFetch(withQuery(path, query), { signal });
  if (!response.ok) throw await apiErrorOf(response);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  save(blob, name);
  return name;
}
