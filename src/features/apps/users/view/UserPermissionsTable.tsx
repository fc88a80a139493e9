import {
  Card,
  CardHeader,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useT } from '@/i18n/useT';
import type { ManagedUserRole } from '@/mock/types/users';
import { PERMISSION_ACTIONS, PERMISSION_MODULES, rolePermissions } from '../planOffer';

/** What the user's role lets them do per module (read only: the role decides it). */
export function UserPermissionsTable({ role }: { role: ManagedUserRole }) {
  const translate = useT();
  const matrix = rolePermissions(role);
  return (
    <Card>
      <CardHeader
        title={translate('appUsers.permissions.title')}
        subheader={translate('appUsers.permissions.subtitle', { role: translate(`appUsers.roles.${role}`) })}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <TableContainer>
        <Table size="small" aria-label={translate('appUsers.permissions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('appUsers.permissions.module')}</TableCell>
              {PERMISSION_ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {translate(`appUsers.permissions.actions.${action}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {PERMISSION_MODULES.map((module) => (
              <TableRow key={module}>
                <TableCell>
                  <Typography variant="body2" fontWeight={600}>
                    {translate(`appUsers.permissions.modules.${module}`)}
                  </Typography>
                </TableCell>
                {PERMISSION_ACTIONS.map((action) => {
                  const label = `${translate(`appUsers.permissions.modules.${module}`)}: ${translate(`appUsers.permissions.actions.${action}`)}`;
                  return (
                    <TableCell key={action} align="center">
                      <Checkbox
                        checked={matrix[module][action]}
                        disabled
                        slotProps={{ input: { 'aria-label': label } }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
