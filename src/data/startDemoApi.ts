import { API_MODE } from './config';

/*
 * The demo API's own loader, one step away from demoApi.ts: the import below carries the list of the mock's ~100
 * chunks to fetch in parallel (1.3 KB gzip), which the sign-in page would otherwise download before its form works.
 */
export const startDemoApi = () =>
  import('@/mock/startMockApi').then(({ startMockApi }) => startMockApi({ answerV1: API_MODE === 'browser' }));
