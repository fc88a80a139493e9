import { UNREADABLE_MESSAGE, type UnreadableMessage } from './messages';

/**
 * Opens the stored database at `dataDir`, trying again while the tab that ran it before may still be letting
 * IndexedDB go. One that still cannot be opened is left where it is, and a fresh one starts under a new name
 * (`<dataDir>~<time>`); `unreadable` says so, for the page's notice.
 */
export async function openStored<T>(
  dataDir: string,
  open: (dataDir: string) => Promise<T>,
  { attempts = 3, pauseMs = 500, now = Date.now } = {},
): Promise<{ db: T; unreadable?: UnreadableMessage }> {
  let problem: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return { db: await open(dataDir) };
    } catch (error) {
      problem = error;
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
  const fresh = `${dataDir.replace(/~\d+$/, '')}~${now()}`;
  return {
    db: await open(fresh),
    unreadable: { type: UNREADABLE_MESSAGE, dataDir, fresh, problem: String(problem) },
  };
}
