import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PricingPage from '@/features/pages/pricing/PricingPage';
import { planAction, planPrice } from '@/features/pages/pricing/planPrice';
import type { PricingPlan } from '@/features/pages/pricing/api';
import { serveMockApi } from '@tests/support/mockApi';
import { renderScreen, resolveRelativeFetch } from '@tests/support/renderScreen';

serveMockApi();
resolveRelativeFetch();

const standard: PricingPlan = {
  id: 'standard',
  title: 'Standard',
  subtitle: '',
  monthlyPrice: 49,
  yearlyPlan: { perMonth: 40, totalAnual: 480 },
  planBenefits: [],
  popular: true,
};
const basic: PricingPlan = {
  ...standard,
  id: 'basic',
  monthlyPrice: 0,
  yearlyPlan: { perMonth: 0, totalAnual: 0 },
  popular: false,
};

describe('planPrice', () => {
  it('shows the monthly price, or the yearly per-month price with the yearly total', () => {
    expect(planPrice(standard, 'monthly')).toEqual({ perMonth: 49, perYear: null });
    expect(planPrice(standard, 'annually')).toEqual({ perMonth: 40, perYear: 480 });
  });

  it('keeps a free plan free without a yearly charge', () => {
    expect(planPrice(basic, 'annually')).toEqual({ perMonth: 0, perYear: null });
  });
});

describe('planAction', () => {
  it('offers the current plan, a change of billing, or choosing the plan', () => {
    const current = { planId: 'standard', billing: 'monthly' } as const;
    expect(planAction(standard, 'monthly', current)).toBe('current');
    expect(planAction(standard, 'annually', current)).toBe('switchBilling');
    expect(planAction(basic, 'monthly', current)).toBe('choose');
    expect(planAction(basic, 'annually', { planId: 'basic', billing: 'monthly' })).toBe('current');
  });
});

describe('the pricing page', () => {
  it('switches every plan between monthly and annual prices', async () => {
    renderScreen(<PricingPage />);
    const standardCard = await screen.findByTestId('plan-standard');
    expect(within(standardCard).getByTestId('price-standard')).toHaveTextContent('$49');
    await userEvent.click(screen.getByRole('switch', { name: 'Bill annually' }));
    expect(within(standardCard).getByTestId('price-standard')).toHaveTextContent('$40');
    expect(within(standardCard).getByTestId('yearly-standard')).toHaveTextContent('$480 billed once a year');
    expect(screen.getByTestId('price-enterprise')).toHaveTextContent('$80');
    expect(screen.getByTestId('yearly-enterprise')).toHaveTextContent('$960');
    expect(screen.getByTestId('price-basic')).toHaveTextContent('$0');
  });

  it('makes a chosen plan the current one', async () => {
    renderScreen(<PricingPage />);
    const card = await screen.findByTestId('plan-enterprise');
    await userEvent.click(within(card).getByRole('button', { name: 'Choose this plan' }));
    expect(await within(card).findByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(within(screen.getByTestId('plan-basic')).getByRole('button', { name: 'Choose this plan' })).toBeEnabled();
  });
});
