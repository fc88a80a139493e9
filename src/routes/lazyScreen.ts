import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadedScreen, loadScreen } from './loadScreen';
import type { RouteEntry, ScreenModule } from './types';

/** Seed section 9: a chunk that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  name = 'ChunkLoadError';
}

export function withTimeout(load: () => Promise<ScreenModule>, ms = CHUNK_TIMEOUT_MS): Promise<ScreenModule> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${ms} ms`)), ms);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const screens = new WeakMap<RouteEntry, LazyExoticComponent<ComponentType>>();

/**
 * A module already in, as a thenable that answers at once: `lazy` then renders the screen in the same pass. Given a
 * promise, even a settled one, the screen suspends, and React shows a suspended screen no sooner than 300 ms after its
 * fallback appeared (its throttle of fallback reveals): a reload of a list stood idle that long before asking the API.
 */
const answeredAtOnce = (module: ScreenModule) =>
  // A thenable, which `lazy` accepts (react.dev/reference/react/lazy); its type asks for a Promise.
  ({ then: (resolve: (value: ScreenModule) => void) => resolve(module) }) as unknown as Promise<ScreenModule>;

/** One lazy component per entry, created on first use; it renders at once when the screen was loaded before. */
export function screenOf(entry: RouteEntry): LazyExoticComponent<ComponentType> {
  let screen = screens.get(entry);
  if (!screen) {
    screen = lazy(() => {
      const module = loadedScreen(entry);
      return module ? answeredAtOnce(module) : withTimeout(() => loadScreen(entry));
    });
    screens.set(entry, screen);
  }
  return screen;
}
