import { useSyncExternalStore } from 'react';
import { API_MODE } from './config';

/** The in-browser demo API could not start (e.g. service workers are blocked): its calls fail with this. */
export class DemoApiUnavailableError extends Error {
  status = 503;
  constructor() {
    super('app.demoApi.unavailable');
    this.name = 'DemoApiUnavailableError';
  }
}

let starting: Promise<void> | null = null;
let failed = false;
const listeners = new Set<() => void>();

/**
 * Starts the in-browser mock API (a service worker) once, when a call first needs it: the template's demo endpoints
 * in server mode, every call in browser-only mode. It never blocks the first paint, and when it cannot start the
 * app still runs: its calls fail with a clear error and `useDemoApiFailed` shows why.
 */
export function ensureDemoApi(): Promise<void> {
  starting ??= import('./startDemoApi')
    .then(({ startDemoApi }) => startDemoApi())
    .catch((error: unknown) => {
      console.error('The demo API could not start', error);
      failed = true;
      listeners.forEach((listener) => listener());
      throw new DemoApiUnavailableError();
    });
  return starting;
}

/** Before a call: the demo API answers every call in browser-only mode, and the demo endpoints in server mode. */
export const prepareCall = (kind: 'api' | 'demo') =>
  kind === 'demo' || API_MODE === 'browser' ? ensureDemoApi() : Promise.resolve();

export function useDemoApiFailed(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => failed,
    () => failed,
  );
}
