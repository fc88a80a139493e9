import { http } from 'msw';
import { z } from 'zod';
import { badRequest, ok } from '../lib/responses';
import { collection, single } from '../lib/store';
import { parseBody } from '../lib/validation';

interface Plan {
  id: number;
  key: string;
  title: string;
  subtitle: string;
  monthlyPrice: number;
  yearlyPlan: { perMonth: number; totalAnual: number };
  planBenefits: string[];
  popular: boolean;
}
interface Subscription {
  planId: string;
  billing: 'monthly' | 'annually';
}

const plans = collection<Plan>('pricingPlans');
const subscription = single<Subscription>('pricingSubscription');
const subscriptionBody = z.object({
  planId: z.string().max(40, 'Unknown plan'),
  billing: z.enum(['monthly', 'annually'], 'Choose monthly or annually'),
});

export const handlers = [
  /** `{ basicPlan, standardPlan, enterprisePlan, qandA, subscription }`, as the template's pricing page reads it. */
  http.get('/pricing/data', () =>
    ok({
      ...Object.fromEntries(plans.all().map(({ id: _id, key, ...plan }) => [`${key}Plan`, { id: key, ...plan }])),
      qandA: collection<{ id: number; question: string; ans: string }>('pricingQuestions')
        .all()
        .map(({ question, ans }) => ({ question, ans })),
      subscription: subscription.get(),
    }),
  ),

  /** Choosing a plan makes it the current one, with the billing period picked on the switch. */
  http.put('/pricing/subscription', async ({ request }) => {
    const parsed = await parseBody(request, subscriptionBody);
    if (parsed.response) return parsed.response;
    if (!plans.all().some((plan) => plan.key === parsed.data.planId)) return badRequest({ planId: 'Unknown plan' });
    return ok(subscription.update(parsed.data));
  }),
];
