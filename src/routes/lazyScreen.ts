import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadScreen } from './loadScreen';
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

/** One lazy component per entry, created on first use. */
export function screenOf(entry: RouteEntry): LazyExoticComponent<ComponentType> {
  let screen = screens.get(entry);
  if (!screen) {
    screen = lazy(() => withTimeout(() => loadScreen(entry)));
    screens.set(entry, screen);
  }
  return screen;
}
