import { describe, expect, it } from 'vitest';
import { apiUrl as api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

const pricing = async () => (await fetch(api('/pricing/data'))).json();
const choose = (body: unknown) => fetch(api('/pricing/subscription'), { method: 'PUT', body: JSON.stringify(body) });

describe('GET /pricing/data', () => {
  it('serves the seed prices of the three plans', async () => {
    const body = await pricing();
    expect(body.basicPlan).toEqual(expect.objectContaining({ title: 'Basic', monthlyPrice: 0, popular: false }));
    expect(body.standardPlan).toEqual(
      expect.objectContaining({
        title: 'Standard',
        monthlyPrice: 49,
        yearlyPlan: { perMonth: 40, totalAnual: 480 },
        popular: true,
      }),
    );
    expect(body.enterprisePlan).toEqual(
      expect.objectContaining({ title: 'Enterprise', monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnual: 960 } }),
    );
    expect(body.standardPlan.planBenefits.length).toBeGreaterThan(2);
    expect(body.qandA[0]).toEqual({ question: expect.any(String), ans: expect.any(String) });
    expect(body.subscription).toEqual({ planId: 'basic', billing: 'monthly' });
  });
});

describe('PUT /pricing/subscription', () => {
  it('makes the chosen plan the current one', async () => {
    const response = await choose({ planId: 'standard', billing: 'annually' });
    expect(response.status).toBe(200);
    expect((await pricing()).subscription).toEqual({ planId: 'standard', billing: 'annually' });
  });

  it('rejects an unknown plan or billing period', async () => {
    expect((await choose({ planId: 'gold', billing: 'monthly' })).status).toBe(400);
    const bad = await choose({ planId: 'standard', billing: 'weekly' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.billing).toBeTruthy();
    expect((await pricing()).subscription.planId).toBe('basic');
  });
});
