import type { SharedOptions } from 'msw';

/*
 * How the in-browser worker is set up (startMockApi.ts), apart from the browser so Node tests check the same
 * settings.
 */

/** A request no handler answers goes to the network: in server mode, that is every /v1 call. */
export const UNHANDLED_REQUESTS = 'bypass' satisfies SharedOptions['onUnhandledRequest'];
