import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates HTML rendered at build time (its first render must match that HTML),
 * true once the page's JavaScript runs it (at once when the page renders on the client).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
