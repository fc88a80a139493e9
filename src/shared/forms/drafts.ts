/**
 * Drafts of forms with unsaved changes, kept in session storage (this tab, surviving a reload or a sign-in) under
 * the route and record they belong to, so nothing typed is lost when the session ends or the page reloads.
 */
const PREFIX = 'draft:';
/** Drafts older than this are not offered any more. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface Draft<T> {
  values: T;
  savedAt: number;
}

export function saveDraft<T>(key: string, values: T) {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify({ values, savedAt: Date.now() } satisfies Draft<T>));
  } catch {
    // Storage full or denied: the form still holds the values; the unsaved-changes guard still warns.
  }
}

export function readDraft<T>(key: string): Draft<T> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft<T>;
    if (typeof draft?.savedAt !== 'number' || Date.now() - draft.savedAt > MAX_AGE_MS || draft.values === undefined) {
      clearDraft(key);
      return null;
    }
    return draft;
  } catch {
    clearDraft(key);
    return null;
  }
}

export function clearDraft(key: string) {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** Forgets every draft of a record's pages (`/language/2`, its tabs and queries): it was just saved. */
export function clearDraftsUnder(pathname: string) {
  try {
    const prefix = PREFIX + pathname;
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i) ?? '');
    for (const key of keys) {
      if (key.startsWith(prefix) && /^[#/?]/.test(key.slice(prefix.length))) sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** The draft key of the page a form is on: its path and query (one record, one draft). */
export const draftKeyOf = (location: { pathname: string; search?: string }, name = 'form') =>
  `${location.pathname}${location.search ?? ''}#${name}`;
