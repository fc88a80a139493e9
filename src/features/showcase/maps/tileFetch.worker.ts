/*
 * Fetches map tiles off the main thread. A tile that cannot be fetched (no network, server error) is answered with
 * an error message the map shows as "tiles unavailable", instead of a broken image per tile.
 */
interface TileRequest {
  id: number;
  url: string;
}

// The project compiles against the DOM library; this file runs in a dedicated worker, whose scope has this shape.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TileRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = async ({ data: { id, url } }) => {
  try {
    // A tile server on another origin, from a worker: no API call, so no token or session (the one client's job).
    // eslint-disable-next-line no-restricted-globals
    const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
    if (!response.ok) throw new Error(`tile answered ${response.status}`);
    scope.postMessage({ id, blob: await response.blob() });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
