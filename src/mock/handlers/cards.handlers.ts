import { http } from 'msw';
import { notFound, ok } from '../lib/responses';
import { single } from '../lib/store';
import { ANALYTIC_CARDS, STATISTIC_CARDS, type CardAnalytics, type CardStatistics } from '../types/cards';

const statistics = single<CardStatistics>('cardStatistics');
const analytics = single<CardAnalytics>('cardAnalytics');

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

export const handlers = [
  /** subscribers | revenue | sales | orders | site-traffic | active-users | newsletter */
  http.get('/card/card-statistics/:kind', ({ params }) =>
    isOneOf(STATISTIC_CARDS, params.kind) ? ok(statistics.get()[params.kind]) : notFound('Statistics card'),
  ),
  /** support-tracker | avg-sessions | revenue-report | goal-overview | revenue | product-orders | sessions-device | customers */
  http.get('/card/card-analytics/:kind', ({ params }) =>
    isOneOf(ANALYTIC_CARDS, params.kind) ? ok(analytics.get()[params.kind]) : notFound('Analytics card'),
  ),
];
