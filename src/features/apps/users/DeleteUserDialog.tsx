import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import type { ManagedUser } from '@/mock/types/users';
import { deleteUser, USERS_KEY } from './api';

interface Props {
  user: ManagedUser | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting a user, then deletes and refreshes every user list. */
export function DeleteUserDialog({ user, onClose, onDeleted }: Props) {
  const translate = useT();
  const notify = useNotify();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => deleteUser(id),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: [...USERS_KEY, 'one', id] });
      void client.invalidateQueries({ queryKey: USERS_KEY });
      notify('appUsers.delete.done', { type: 'success', messageArgs: { name: user?.fullName ?? '' } });
      onClose();
      onDeleted?.();
    },
    onError: () => notify('appUsers.delete.failed', { type: 'error' }),
  });
  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby="delete-user-title">
      <DialogTitle id="delete-user-title">{translate('appUsers.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('appUsers.delete.message', { name: user?.fullName ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('appUsers.common.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => user && remove.mutate(user.id)}
        >
          {translate('appUsers.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
