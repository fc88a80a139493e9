/**
 * Contract of the dashboards' data (`/analytics/data`, `/ecommerce/data`), shaped like the template's: statistics,
 * chart series, company table rows, transactions. Keys (series names, categories, modes) are translated for display.
 */
import type { IsoDateTime } from './common';
import type {
  AvgSessionsCard,
  GoalOverviewCard,
  OrdersCard,
  RevenueReportCard,
  SeriesCard,
  SubscribersCard,
  SupportTrackerCard,
  ThemeColor,
} from './card';

export type Congratulations = { name: string; saleToday: number };

export type AnalyticsTimeline = {
  step1: { title: string; subtitle: string; /** File icon. */ img: string; fileName: string; time: IsoDateTime };
  step2: { title: string; subtitle: string; avatar: string; avatarName: string; occupation: string; time: IsoDateTime };
  step3: { title: string; subtitle: string; time: IsoDateTime; avatars: Array<{ userImg: string; name: string }> };
  step4: { title: string; subtitle: string; time: IsoDateTime };
};

export type AppDesignCard = {
  date: IsoDateTime;
  title: string;
  subtitle: string;
  teams: Array<{ name: string; color: ThemeColor }>;
  /** A picture, or initials when `img` is ''. */
  members: Array<{ img: string; initials: string; color: ThemeColor }>;
  planning: { dueDate: IsoDateTime; budget: number; cost: number };
};

/** GET /analytics/data */
export type AnalyticsDashboard = {
  congratulations: Congratulations;
  subscribersGained: SubscribersCard;
  ordersReceived: OrdersCard;
  avgSessions: AvgSessionsCard;
  supportTracker: SupportTrackerCard;
  timeline: AnalyticsTimeline;
  /** Sales and visits per month. */
  salesChart: SeriesCard;
  appDesign: AppDesignCard;
};

export type StatisticItem = { key: 'sales' | 'customers' | 'products' | 'revenue'; color: ThemeColor; value: number };

export type CompanyRow = {
  avatarImg: string;
  title: string;
  /** Contact e-mail. */
  subtitle: string;
  category: 'technology' | 'grocery' | 'fashion';
  avatarColor: ThemeColor;
  views: number;
  /** The views were counted over this many hours. */
  viewsPeriodHours: number;
  revenue: number;
  /** Percent. */
  sales: number;
  loss: boolean;
};

export type Meetup = {
  title: string;
  subtitle: string;
  start: IsoDateTime;
  end: IsoDateTime;
  location: string;
  address: string;
  avatars: Array<{ avatar: string; fullName: string }>;
};

export type Transaction = {
  mode: 'wallet' | 'bank-transfer' | 'paypal' | 'mastercard' | 'transfer';
  kind: 'purchase' | 'top-up' | 'refund';
  /** Who was paid, for purchases; '' otherwise. */
  merchant: string;
  avatarVariant: ThemeColor;
  /** Signed amount: negative for money out. */
  payment: number;
  deduction: boolean;
};

/** GET /ecommerce/data */
export type EcommerceDashboard = {
  congratulations: Congratulations;
  statisticsItems: StatisticItem[];
  statisticsOrder: SeriesCard;
  statisticsProfit: SeriesCard;
  /** Percent per earning source. */
  earningsChart: { series: number[] };
  revenue: RevenueReportCard;
  companyTable: CompanyRow[];
  meetup: Meetup;
  goalOverview: GoalOverviewCard;
  transactionData: Transaction[];
};

export type AnalyticsDashboardResponse = AnalyticsDashboard;
export type EcommerceDashboardResponse = EcommerceDashboard;
