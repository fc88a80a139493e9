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
} from './cards';

export type Congratulations = { name: string; saleToday: number };

/** The latest activity as data; its words are the screen's translations (dashboards.timeline). */
export type AnalyticsTimeline = {
  /** Invoices paid: how many, and the file they came in (with its icon). */
  step1: { count: number; img: string; fileName: string; time: IsoDateTime };
  /** A client meeting: who, their company, when it starts. */
  step2: { avatar: string; person: string; company: string; meetingAt: IsoDateTime; time: IsoDateTime };
  /** A new project and its team. */
  step3: { time: IsoDateTime; avatars: Array<{ userImg: string; name: string }> };
  /** A kick-off. */
  step4: { time: IsoDateTime };
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
