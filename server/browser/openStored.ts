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

/**
 * Prepares (migrates, seeds) the database opened at `dataDir`. One that cannot be prepared (an old or damaged schema)
 * is closed and left where it is, and a fresh one under a new name is opened and prepared instead; `fresh` names it.
 */
export async function preparedOrFresh<T extends { close(): Promise<void> }>(
  dataDir: string,
  open: (dataDir: string) => Promise<T>,
  prepare: (database: T) => Promise<void>,
  { now = Date.now, warn = console.warn } = {},
): Promise<{ database: T; fresh?: string }> {
  const stored = await open(dataDir);
  try {
    await prepare(stored);
    return { database: stored };
  } catch (error) {
    warn('The stored database could not be migrated; it was kept and a new one started.', error);
    await stored.close();
    const fresh = `${dataDir.replace(/~\d+$/, '')}~${now()}`;
    const database = await open(fresh);
    await prepare(database);
    return { database, fresh };
  }
}
