const RELOAD_FLAG = 'chunkReloadedAt';

/** A lazy route's JS or CSS chunk failed to arrive (seed section 8: ChunkLoadError or CSS_CHUNK_LOAD_FAILED). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code;
  return (
    error.name === 'ChunkLoadError' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i.test(
      error.message,
    )
  );
}

/**
 * Reloads the page once to pick up a new deployment's chunks. Returns false when a reload was already tried in the
 * last minute, so a chunk that is really gone shows the message instead of reloading in a loop.
 */
export function reloadOnce(now = Date.now(), reload = () => window.location.reload()): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_FLAG) ?? 0);
  if (now - last < 60_000) return false;
  sessionStorage.setItem(RELOAD_FLAG, String(now));
  reload();
  return true;
}
