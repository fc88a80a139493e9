import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import DotIcon from '@mui/icons-material/FiberManualRecord';
import { useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import { USER_PLANS, type ManagedUser, type ManagedUserPlan } from '@/mock/types/users';
import { useSaveUser } from '../useUserRecord';
import { PLAN_OFFER } from '../planOffer';

/** The user's plan, its price and benefits, and a way to move the user to another plan. */
export function UserPlanCard({ user }: { user: ManagedUser }) {
  const translate = useT();
  const notify = useNotify();
  const save = useSaveUser(user.id);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const offer = PLAN_OFFER[user.currentPlan];
  const choose = (plan: ManagedUserPlan) => {
    setAnchor(null);
    if (plan === user.currentPlan) return;
    save.mutate(
      { currentPlan: plan },
      {
        onSuccess: () =>
          notify('appUsers.planCard.changed', {
            type: 'success',
            messageArgs: { plan: translate(`appUsers.plans.${plan}`) },
          }),
        onError: () => notify('appUsers.common.saveFailed', { type: 'error' }),
      },
    );
  };
  return (
    <Card sx={{ border: 2, borderColor: 'primary.main' }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start">
          <Chip color="primary" size="small" label={translate(`appUsers.plans.${user.currentPlan}`)} />
          <Typography variant="h4" component="p" color="primary.main">
            ${offer.monthlyPrice}
            <Typography component="span" variant="body2" color="text.secondary">
              /{translate('appUsers.planCard.month')}
            </Typography>
          </Typography>
        </Stack>
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          {translate('appUsers.planCard.title')}
        </Typography>
        <List dense>
          {offer.benefits.map((benefit) => (
            <ListItem key={benefit} disableGutters>
              <ListItemIcon sx={{ minWidth: 20 }}>
                <DotIcon sx={{ fontSize: 8 }} color="action" />
              </ListItemIcon>
              <ListItemText primary={translate(`appUsers.planCard.benefits.${benefit}`)} />
            </ListItem>
          ))}
        </List>
        <Button
          fullWidth
          variant="contained"
          onClick={(event) => setAnchor(event.currentTarget)}
          disabled={save.isPending}
          aria-haspopup="menu"
        >
          {translate('appUsers.planCard.change')}
        </Button>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {USER_PLANS.map((plan) => (
            <MenuItem key={plan} selected={plan === user.currentPlan} onClick={() => choose(plan)}>
              {translate(`appUsers.plans.${plan}`)} — ${PLAN_OFFER[plan].monthlyPrice}/
              {translate('appUsers.planCard.month')}
            </MenuItem>
          ))}
        </Menu>
      </CardContent>
    </Card>
  );
}
