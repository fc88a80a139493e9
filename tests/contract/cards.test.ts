import { describe, expect, it } from 'vitest';
import {
  ANALYTIC_CARDS,
  STATISTIC_CARDS,
  type AvgSessionsCard,
  type CustomersCard,
  type ProductOrdersCard,
  type RevenueReportCard,
  type SeriesCard,
  type SessionsDeviceCard,
  type SubscribersCard,
  type SupportTrackerCard,
} from '@/mock/types/cards';
import { api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

const isSeries = (card: SeriesCard) =>
  card.series.length > 0 &&
  card.series.every((s) => s.data.length > 0 && s.data.every((n) => typeof n === 'number' && Number.isFinite(n)));

describe('GET /card/card-statistics/:kind', () => {
  it.each(STATISTIC_CARDS)('answers chart series for %s', async (kind) => {
    const { status, body } = await api.get<SeriesCard>(`/card/card-statistics/${kind}`);
    expect(status).toBe(200);
    expect(isSeries(body)).toBe(true);
  });

  it('adds the headline number to subscribers, revenue, sales and orders', async () => {
    expect((await api.get<SubscribersCard>('/card/card-statistics/subscribers')).body.analyticsData).toEqual({
      subscribers: 92600,
    });
    for (const [kind, key] of [
      ['revenue', 'revenue'],
      ['sales', 'sales'],
      ['orders', 'orders'],
    ] as const) {
      const { body } = await api.get<{ analyticsData: Record<string, number> }>(`/card/card-statistics/${kind}`);
      expect(body.analyticsData[key]).toBeGreaterThan(0);
    }
  });

  it('answers 404 for an unknown card', async () => {
    expect(await api.get('/card/card-statistics/profit')).toEqual({
      status: 404,
      body: { error: 'Statistics card not found' },
    });
  });
});

describe('GET /card/card-analytics/:kind', () => {
  it.each(ANALYTIC_CARDS)('answers %s', async (kind) => {
    const { status, body } = await api.get<object>(`/card/card-analytics/${kind}`);
    expect(status).toBe(200);
    expect(Object.keys(body).length).toBeGreaterThan(1);
  });

  it('answers numbers and series in the template shapes', async () => {
    const support = (await api.get<SupportTrackerCard>('/card/card-analytics/support-tracker')).body;
    expect(support).toMatchObject({
      totalTicket: 163,
      newTicket: 29,
      openTicket: 63,
      responseTime: 1,
      supportTrackerRadialBar: { series: [83] },
    });
    expect(support.lastDays).toEqual(['last-28-days', 'last-month', 'last-year']);
    const sessions = (await api.get<AvgSessionsCard>('/card/card-analytics/avg-sessions')).body;
    expect(sessions).toMatchObject({ sessions: 2700, growth: 5.2, goal: 100000 });
    expect(isSeries(sessions.salesBar)).toBe(true);
    const report = (await api.get<RevenueReportCard>('/card/card-analytics/revenue-report')).body;
    expect(report.revenueReport.series.map((s) => s.name)).toEqual(['earning', 'expense']);
    expect(report.revenueReport.series[1].data.every((n) => n < 0)).toBe(true);
    expect((await api.get('/card/card-analytics/goal-overview')).body).toEqual({
      completed: 786617,
      inProgress: 13561,
      series: [83],
    });
    expect((await api.get('/card/card-analytics/revenue')).body).toMatchObject({ thisMonth: 86589, lastMonth: 73683 });
    const orders = (await api.get<ProductOrdersCard>('/card/card-analytics/product-orders')).body;
    expect(orders.chartInfo).toEqual({ finished: 23043, pending: 14658, rejected: 4758 });
    expect(orders.series).toHaveLength(3);
    const devices = (await api.get<SessionsDeviceCard>('/card/card-analytics/sessions-device')).body;
    expect(devices.series).toEqual(devices.chartInfo.map((d) => d.usage));
    const customers = (await api.get<CustomersCard>('/card/card-analytics/customers')).body;
    expect(customers.series).toEqual(customers.listData.map((d) => d.result));
  });

  it('answers 404 for an unknown card', async () => {
    expect(await api.get('/card/card-analytics/weather')).toEqual({
      status: 404,
      body: { error: 'Analytics card not found' },
    });
  });
});
