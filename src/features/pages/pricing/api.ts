import { api } from '@/data/api';

export type Billing = 'monthly' | 'annually';
export interface PricingPlan {
  id: string;
  title: string;
  subtitle: string;
  monthlyPrice: number;
  yearlyPlan: { perMonth: number; totalAnual: number };
  planBenefits: string[];
  popular: boolean;
}
export interface Subscription {
  planId: string;
  billing: Billing;
}
export interface PricingData {
  basicPlan: PricingPlan;
  standardPlan: PricingPlan;
  enterprisePlan: PricingPlan;
  qandA: Array<{ question: string; ans: string }>;
  subscription: Subscription;
}

export const fetchPricing = () => api.get<PricingData>('/pricing/data');
export const chooseSubscription = (subscription: Subscription) =>
  api.put<Subscription>('/pricing/subscription', subscription);
