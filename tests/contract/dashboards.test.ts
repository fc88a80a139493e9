import { describe, expect, it } from 'vitest';
import type { SeriesCard } from '@/mock/types/cards';
import type { AnalyticsDashboardResponse, EcommerceDashboardResponse } from '@/mock/types/dashboards';
import { api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

const numericSeries = (card: SeriesCard) =>
  card.series.length > 0 && card.series.every((s) => s.data.length > 0 && s.data.every(Number.isFinite));
const isPicture = (uri: string) => /^data:image\/svg\+xml/.test(uri);

describe('GET /analytics/data', () => {
  it('answers the analytics dashboard: statistics, series, timeline and the app design card', async () => {
    const { status, body } = await api.get<AnalyticsDashboardResponse>('/analytics/data');
    expect(status).toBe(200);
    expect(body.congratulations).toEqual({ name: 'John', saleToday: 57.6 });
    expect(body.subscribersGained.analyticsData.subscribers).toBe(92600);
    expect(body.ordersReceived.analyticsData.orders).toBeGreaterThan(0);
    for (const card of [body.subscribersGained, body.ordersReceived, body.avgSessions.salesBar, body.salesChart])
      expect(numericSeries(card)).toBe(true);
    expect(body.salesChart.series.map((s) => s.name)).toEqual(['sales', 'visits']);
    expect(body.supportTracker.supportTrackerRadialBar.series).toEqual([83]);
    expect(Object.keys(body.timeline)).toEqual(['step1', 'step2', 'step3', 'step4']);
    expect(body.timeline.step3.avatars.every((a) => isPicture(a.userImg))).toBe(true);
    expect(Date.parse(body.timeline.step1.time)).toBeGreaterThan(Date.parse(body.timeline.step4.time));
    expect(body.appDesign.members).toHaveLength(5);
    expect(body.appDesign.planning).toEqual({ dueDate: expect.any(String), budget: 49251.91, cost: 840.99 });
  });
});

describe('GET /ecommerce/data', () => {
  it('answers the e-commerce dashboard: statistics, charts, company rows, meetup and transactions', async () => {
    const { status, body } = await api.get<EcommerceDashboardResponse>('/ecommerce/data');
    expect(status).toBe(200);
    expect(body.statisticsItems.map((s) => s.key)).toEqual(['sales', 'customers', 'products', 'revenue']);
    expect(body.statisticsItems.every((s) => s.value > 0)).toBe(true);
    for (const card of [
      body.statisticsOrder,
      body.statisticsProfit,
      body.revenue.revenueReport,
      body.revenue.budgetChart,
    ])
      expect(numericSeries(card)).toBe(true);
    expect(body.earningsChart.series.reduce((a, b) => a + b, 0)).toBe(100);
    expect(body.companyTable).toHaveLength(7);
    expect(body.companyTable[0]).toEqual({
      avatarImg: expect.stringMatching(/^data:image\/svg/),
      title: 'Dixons',
      subtitle: 'meguc@ruj.io',
      category: 'technology',
      avatarColor: 'primary',
      views: 23400,
      viewsPeriodHours: 24,
      revenue: 891.2,
      sales: 68,
      loss: true,
    });
    expect(Date.parse(body.meetup.end)).toBeGreaterThan(Date.parse(body.meetup.start));
    expect(body.meetup.avatars.every((a) => isPicture(a.avatar))).toBe(true);
    expect(body.goalOverview).toEqual({ completed: 786617, inProgress: 13561, series: [83] });
    expect(body.transactionData).toHaveLength(5);
    expect(body.transactionData.every((t) => t.deduction === t.payment < 0)).toBe(true);
  });
});
