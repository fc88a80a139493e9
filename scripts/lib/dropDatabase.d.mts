export interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/** Drops `name` without FORCE once its own sessions are gone, again while one remains (scripts/lib/dropDatabase.mjs). */
export function dropDatabase(
  admin: QueryClient,
  name: string,
  options?: { tries?: number; pauseMs?: number },
): Promise<void>;
