import type { RequestHandler, SharedOptions } from 'msw';
import { handlers, v1Handlers } from './handlers';

/*
 * How the in-browser worker is set up (startMockApi.ts), apart from the browser so Node tests check the same
 * settings.
 */

/** What the worker answers: the demo endpoints, and /v1 too in the browser-only mode (else the API server does). */
export const workerHandlers = ({ answerV1 }: { answerV1: boolean }): RequestHandler[] => [
  ...handlers,
  ...(answerV1 ? v1Handlers : []),
];

/** A request no handler answers goes to the network: in server mode, that is every /v1 call. */
export const UNHANDLED_REQUESTS = 'bypass' satisfies SharedOptions['onUnhandledRequest'];
