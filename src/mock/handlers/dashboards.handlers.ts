import { http } from 'msw';
import { ok } from '../lib/responses';
import { single } from '../lib/store';
import type { AnalyticsDashboardResponse, EcommerceDashboardResponse } from '../types/dashboards';

const analytics = single<AnalyticsDashboardResponse>('dashboardAnalytics');
const ecommerce = single<EcommerceDashboardResponse>('dashboardEcommerce');

export const handlers = [
  http.get('/analytics/data', () => ok<AnalyticsDashboardResponse>(analytics.get())),
  http.get('/ecommerce/data', () => ok<EcommerceDashboardResponse>(ecommerce.get())),
];
