import type { Billing, PricingPlan, Subscription } from './api';

export interface PlanPrice {
  /** What one month costs with this billing. */
  perMonth: number;
  /** The amount charged once a year, for annual billing of a paid plan; null otherwise. */
  perYear: number | null;
}

/** The price a plan card shows for the billing period picked on the switch. */
export function planPrice(plan: PricingPlan, billing: Billing): PlanPrice {
  if (billing === 'monthly' || plan.monthlyPrice === 0) return { perMonth: plan.monthlyPrice, perYear: null };
  return { perMonth: plan.yearlyPlan.perMonth, perYear: plan.yearlyPlan.totalAnual };
}

export type PlanAction = 'current' | 'switchBilling' | 'choose';

/** What the plan's button offers: nothing for the current plan, a change of billing, or the plan itself. */
export function planAction(plan: PricingPlan, billing: Billing, subscription: Subscription): PlanAction {
  if (plan.id !== subscription.planId) return 'choose';
  if (plan.monthlyPrice === 0 || billing === subscription.billing) return 'current';
  return 'switchBilling';
}
