import { Card, CardContent, CardHeader, Grid, MenuItem, TextField } from '@mui/material';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { USER_PLANS, USER_ROLES, USER_STATUSES } from '@/mock/types/users';
import type { ManagedUserPlan, ManagedUserRole, ManagedUserStatus } from '@/mock/types/users';

export interface UserFilterValues {
  role?: ManagedUserRole;
  plan?: ManagedUserPlan;
  status?: ManagedUserStatus;
}

interface Props {
  value: UserFilterValues;
  onChange: (value: UserFilterValues) => void;
}

/** Role, plan and status pickers; "all" clears a filter. */
export function UserFilters({ value, onChange }: Props) {
  const translate = useT();
  const select = <K extends keyof UserFilterValues>(key: K, options: readonly string[], labelKey: string) => (
    <Grid size={{ xs: 12, md: 4 }}>
      <TextField
        select
        fullWidth
        size="small"
        id={`user-filter-${key}`}
        label={translate(`appUsers.filters.${key}`)}
        value={value[key] ?? ''}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) => onChange({ ...value, [key]: event.target.value || undefined })}
      >
        <MenuItem value="">{translate('appUsers.filters.all')}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {translate(dynamicKey(`${labelKey}.${option}`))}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
  return (
    <Card sx={{ mb: 3 }}>
      <CardHeader
        title={translate('appUsers.filters.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          {select('role', USER_ROLES, 'appUsers.roles')}
          {select('plan', USER_PLANS, 'appUsers.plans')}
          {select('status', USER_STATUSES, 'appUsers.statuses')}
        </Grid>
      </CardContent>
    </Card>
  );
}
