/**
 * Contract of the card endpoints (`/card/card-statistics/:kind`, `/card/card-analytics/:kind`), shaped like the
 * template's cards: chart series and numbers. Series `name`s and period values are keys: translate them for display.
 */
export const STATISTIC_CARDS = [
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
] as const;
export const ANALYTIC_CARDS = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers',
] as const;
export const PERIODS = ['last-28-days', 'last-month', 'last-year'] as const;

export type StatisticCardKind = (typeof STATISTIC_CARDS)[number];
export type AnalyticCardKind = (typeof ANALYTIC_CARDS)[number];
export type Period = (typeof PERIODS)[number];
/** A theme palette colour. */
export type ThemeColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'danger';

/** One line/bar of a chart; `name` is a legend key. */
export type ChartSeries = { name?: string; data: number[] };

export type SeriesCard = { series: ChartSeries[] };
export type SubscribersCard = SeriesCard & { analyticsData: { subscribers: number } };
export type RevenueStatisticCard = SeriesCard & { analyticsData: { revenue: number } };
/** `sales` is a percentage. */
export type SalesCard = SeriesCard & { analyticsData: { sales: number } };
export type OrdersCard = SeriesCard & { analyticsData: { orders: number } };

/** GET /card/card-statistics/:kind answers the entry of its kind. */
export type CardStatistics = {
  subscribers: SubscribersCard;
  revenue: RevenueStatisticCard;
  sales: SalesCard;
  orders: OrdersCard;
  'site-traffic': SeriesCard;
  'active-users': SeriesCard;
  newsletter: SeriesCard;
};

export type SupportTrackerCard = {
  lastDays: Period[];
  totalTicket: number;
  newTicket: number;
  openTicket: number;
  /** Days. */
  responseTime: number;
  /** Completed tickets, percent. */
  supportTrackerRadialBar: { series: number[] };
};

export type AvgSessionsCard = {
  sessions: number;
  lastDays: Period[];
  /** Percent change, e.g. 5.2. */
  growth: number;
  goal: number;
  users: number;
  /** Percent. */
  retention: number;
  /** Years. */
  duration: number;
  salesBar: SeriesCard;
};

export type RevenueReportCard = {
  years: string[];
  price: number;
  budget: number;
  /** Earning and expense per month (January onwards). */
  revenueReport: SeriesCard;
  budgetChart: SeriesCard;
};

export type GoalOverviewCard = { completed: number; inProgress: number; /** Percent reached. */ series: number[] };

export type RevenueAnalyticCard = { thisMonth: number; lastMonth: number; series: ChartSeries[] };

export type ProductOrdersCard = {
  lastDays: Period[];
  chartInfo: { finished: number; pending: number; rejected: number };
  /** Percent per status, in chartInfo order. */
  series: number[];
};

export type SessionsDeviceCard = {
  lastDays: Period[];
  chartInfo: Array<{
    device: 'desktop' | 'mobile' | 'tablet';
    color: ThemeColor;
    usage: number;
    /** Percent change. */ upDown: number;
  }>;
  series: number[];
};

export type CustomersCard = {
  lastDays: Period[];
  listData: Array<{ segment: 'new' | 'returning' | 'referrals'; color: ThemeColor; result: number }>;
  series: number[];
};

/** GET /card/card-analytics/:kind answers the entry of its kind. */
export type CardAnalytics = {
  'support-tracker': SupportTrackerCard;
  'avg-sessions': AvgSessionsCard;
  'revenue-report': RevenueReportCard;
  'goal-overview': GoalOverviewCard;
  revenue: RevenueAnalyticCard;
  'product-orders': ProductOrdersCard;
  'sessions-device': SessionsDeviceCard;
  customers: CustomersCard;
};

export type CardStatisticsResponse<K extends StatisticCardKind> = CardStatistics[K];
export type CardAnalyticsResponse<K extends AnalyticCardKind> = CardAnalytics[K];
