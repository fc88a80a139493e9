import { useQuery } from '@tanstack/react-query';
import { api } from '@/data/api';
import type { AnalyticCardKind, CardAnalytics, CardStatistics, StatisticCardKind } from '@/mock/types/cards';
import type { AnalyticsDashboardResponse, EcommerceDashboardResponse } from '@/mock/types/dashboards';

export const DASHBOARDS_KEY = ['dashboards'] as const;

export const useAnalyticsDashboard = () =>
  useQuery({
    queryKey: [...DASHBOARDS_KEY, 'analytics'],
    queryFn: ({ signal }) => api.get<AnalyticsDashboardResponse>('/analytics/data', { signal }),
  });

export const useEcommerceDashboard = () =>
  useQuery({
    queryKey: [...DASHBOARDS_KEY, 'ecommerce'],
    queryFn: ({ signal }) => api.get<EcommerceDashboardResponse>('/ecommerce/data', { signal }),
  });

/** GET /card/card-statistics/:kind */
export const useStatisticCard = <K extends StatisticCardKind>(kind: K) =>
  useQuery({
    queryKey: [...DASHBOARDS_KEY, 'statistics', kind],
    queryFn: ({ signal }) => api.get<CardStatistics[K]>(`/card/card-statistics/${kind}`, { signal }),
  });

/** GET /card/card-analytics/:kind */
export const useAnalyticCard = <K extends AnalyticCardKind>(kind: K) =>
  useQuery({
    queryKey: [...DASHBOARDS_KEY, 'analytics-card', kind],
    queryFn: ({ signal }) => api.get<CardAnalytics[K]>(`/card/card-analytics/${kind}`, { signal }),
  });
