import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import BasicIcon from '@mui/icons-material/RocketLaunchOutlined';
import StandardIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import EnterpriseIcon from '@mui/icons-material/ApartmentOutlined';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import type { Billing, PricingPlan } from './api';
import { planPrice, type PlanAction } from './planPrice';

const planIcons: Record<string, typeof BasicIcon> = {
  basic: BasicIcon,
  standard: StandardIcon,
  enterprise: EnterpriseIcon,
};

interface Props {
  plan: PricingPlan;
  billing: Billing;
  action: PlanAction;
  busy: boolean;
  onChoose: () => void;
}

/** One plan: its price for the chosen billing, its benefits and what the user can do with it. */
export function PlanCard({ plan, billing, action, busy, onChoose }: Props) {
  const translate = useT();
  const format = useFormat();
  const money = (amount: number) => format.currency(amount, 0);
  const price = planPrice(plan, billing);
  const Icon = planIcons[plan.id] ?? BasicIcon;
  const title = translate(dynamicKey(`pricing.plans.${plan.id}.title`), { _: plan.title });
  return (
    <Card
      component="section"
      aria-label={title}
      data-testid={`plan-${plan.id}`}
      sx={{
        height: '100%',
        position: 'relative',
        border: 2,
        borderColor: plan.popular ? 'primary.main' : 'transparent',
        overflow: 'visible',
      }}
    >
      {plan.popular && (
        <Chip
          label={translate('pricing.popular')}
          color="primary"
          size="small"
          sx={{ position: 'absolute', top: 16, insetInlineEnd: 16 }}
        />
      )}
      <CardContent sx={{ p: 4, display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Stack alignItems="center" spacing={1} textAlign="center">
          <Box sx={{ p: 2, borderRadius: '50%', bgcolor: 'action.hover', color: 'primary.main', display: 'flex' }}>
            <Icon sx={{ fontSize: 56 }} />
          </Box>
          <Typography variant="h4" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary">
            {translate(dynamicKey(`pricing.plans.${plan.id}.subtitle`), { _: plan.subtitle })}
          </Typography>
          <Box sx={{ py: 2 }}>
            <Typography
              component="p"
              sx={{ display: 'inline', fontSize: '3rem', fontWeight: 700, color: 'primary.main' }}
              data-testid={`price-${plan.id}`}
            >
              {money(price.perMonth)}
            </Typography>
            <Typography component="span" color="text.secondary">
              {' '}
              {translate('pricing.perMonth')}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid={`yearly-${plan.id}`} sx={{ minHeight: 20 }}>
              {price.perYear !== null
                ? translate('pricing.billedYearly', { amount: money(price.perYear) })
                : billing === 'annually'
                  ? translate('pricing.alwaysFree')
                  : ' '}
            </Typography>
          </Box>
        </Stack>
        <List dense sx={{ flex: 1 }}>
          {plan.planBenefits.map((benefit) => (
            <ListItem key={benefit} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={benefit} />
            </ListItem>
          ))}
        </List>
        {action === 'current' ? (
          <Button fullWidth variant="outlined" color="success" disabled sx={{ mt: 2 }}>
            {translate('pricing.currentPlan')}
          </Button>
        ) : (
          <Button
            fullWidth
            variant={plan.popular ? 'contained' : 'outlined'}
            onClick={onChoose}
            disabled={busy}
            sx={{ mt: 2 }}
          >
            {translate(action === 'switchBilling' ? `pricing.switchTo.${billing}` : 'pricing.choose')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
