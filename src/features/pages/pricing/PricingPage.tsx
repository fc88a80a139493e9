import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Grid,
  LinearProgress,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useNotify } from 'react-admin';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { LoadError } from '@/shared/LoadError';
import { chooseSubscription, fetchPricing, type Billing, type PricingPlan } from './api';
import { PlanCard } from './PlanCard';
import { planAction } from './planPrice';

/** Pricing: the three plans with a monthly/annual switch, choosing a plan, and the pricing questions. */
export default function PricingPage() {
  const translate = useT();
  const notify = useNotify();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['pricing'], queryFn: fetchPricing });
  const [billingChoice, setBilling] = useState<Billing | null>(null);
  const billing = billingChoice ?? query.data?.subscription.billing ?? 'monthly';
  const choose = useMutation({
    mutationFn: (plan: PricingPlan) => chooseSubscription({ planId: plan.id, billing }),
    onSuccess: (_, plan) => {
      void client.invalidateQueries({ queryKey: ['pricing'] });
      notify(`pricing.chosen.${billing}`, {
        type: 'success',
        messageArgs: { plan: translate(dynamicKey(`pricing.plans.${plan.id}.title`), { _: plan.title }) },
      });
    },
    onError: () => notify('shared.saveFailed', { type: 'error' }),
  });

  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <LinearProgress aria-label={translate('shared.loading')} />;
  const { basicPlan, standardPlan, enterprisePlan, qandA, subscription } = query.data;

  return (
    <Box>
      <Stack alignItems="center" textAlign="center" spacing={1} sx={{ mb: 4 }}>
        <Typography variant="h2" component="h1">
          {translate('pricing.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
          {translate('pricing.subheading')}
        </Typography>
        <Stack direction="row" alignItems="center" spacing={1} component="label" sx={{ pt: 2, cursor: 'pointer' }}>
          <Typography fontWeight={billing === 'monthly' ? 700 : 400}>{translate('pricing.billing.monthly')}</Typography>
          <Switch
            checked={billing === 'annually'}
            onChange={(event) => setBilling(event.target.checked ? 'annually' : 'monthly')}
            slotProps={{ input: { 'aria-label': translate('pricing.annualSwitch') } }}
          />
          <Typography fontWeight={billing === 'annually' ? 700 : 400}>
            {translate('pricing.billing.annually')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="success">
          {translate('pricing.saveHint')}
        </Typography>
      </Stack>
      <Grid container spacing={3} justifyContent="center" sx={{ mb: 6 }}>
        {[basicPlan, standardPlan, enterprisePlan].map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
            <PlanCard
              plan={plan}
              billing={billing}
              action={planAction(plan, billing, subscription)}
              busy={choose.isPending}
              onChoose={() => choose.mutate(plan)}
            />
          </Grid>
        ))}
      </Grid>
      <Box component="section" aria-labelledby="pricing-faq" sx={{ maxWidth: 900, mx: 'auto' }}>
        <Typography id="pricing-faq" variant="h4" component="h2" textAlign="center" gutterBottom>
          {translate('pricing.faqTitle')}
        </Typography>
        <Typography color="text.secondary" textAlign="center" sx={{ mb: 3 }}>
          {translate('pricing.faqSubtitle')}
        </Typography>
        {qandA.map((entry) => (
          <Accordion key={entry.question} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography fontWeight={500}>{entry.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{entry.ans}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Box>
  );
}
