import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import type { KeysUnder } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import type { ManagedUser } from '@/mock/types/users';
import { DeleteUserDialog } from '../DeleteUserDialog';
import { UserAvatar } from '../UserAvatar';
import { StatusChip } from '../userLabels';
import { useSaveUser } from '../useUserRecord';

/** Picture, name, role and every detail of a user, with edit, suspend/activate and delete. */
export function UserSummaryCard({ user }: { user: ManagedUser }) {
  const translate = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const save = useSaveUser(user.id);
  const [deleting, setDeleting] = useState(false);
  const suspended = user.status === 'inactive';
  const toggleStatus = () =>
    save.mutate(
      { status: suspended ? 'active' : 'inactive' },
      {
        onSuccess: () =>
          notify(suspended ? 'appUsers.view.activated' : 'appUsers.view.suspended', {
            type: 'success',
            messageArgs: { name: user.fullName },
          }),
        onError: () => notify('appUsers.common.saveFailed', { type: 'error' }),
      },
    );
  const details: Array<[KeysUnder<'appUsers.fields'>, ReactNode]> = [
    ['username', `@${user.username}`],
    ['email', user.email],
    ['status', <StatusChip key="status" status={user.status} />],
    ['role', translate(`appUsers.roles.${user.role}`)],
    ['company', user.company || '—'],
    ['contact', user.contact ? <bdi key="contact">{user.contact}</bdi> : '—'],
    ['country', user.country || '—'],
  ];
  return (
    <Card>
      <CardContent>
        <Stack alignItems="center" spacing={1.5} sx={{ pt: 2 }}>
          <UserAvatar user={user} size={100} />
          <Typography variant="h5" component="h1">
            {user.fullName}
          </Typography>
          <Chip size="small" color="secondary" label={translate(`appUsers.roles.${user.role}`)} />
        </Stack>
        <Typography variant="overline" component="h2" color="text.secondary" sx={{ display: 'block', mt: 3 }}>
          {translate('appUsers.view.details')}
        </Typography>
        <Divider sx={{ mb: 2 }} />
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 1.25,
            alignItems: 'center',
          }}
        >
          {details.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" fontWeight={600}>
                {translate(`appUsers.fields.${key}`)}:
              </Typography>
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Stack direction="row" spacing={1.5} justifyContent="center" sx={{ mt: 3 }} flexWrap="wrap" useFlexGap>
          <Button variant="contained" component={Link} to={`/apps/users/edit/${user.id}`}>
            {translate('appUsers.actions.edit')}
          </Button>
          <Button
            variant="outlined"
            color={suspended ? 'success' : 'warning'}
            onClick={toggleStatus}
            disabled={save.isPending}
          >
            {translate(suspended ? 'appUsers.view.activate' : 'appUsers.view.suspend')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            {translate('appUsers.actions.delete')}
          </Button>
        </Stack>
      </CardContent>
      <DeleteUserDialog
        user={deleting ? user : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/apps/users/list')}
      />
    </Card>
  );
}
