import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { EmailLabel, EmailsUpdate } from '@/mock/types/email';
import { emailKeys, toggleEmailsLabel, updateEmails } from './api';

interface UpdateVars {
  ids: number[];
  data: EmailsUpdate['dataToUpdate'];
  /** Toast shown once it is saved (an i18n key taking `smart_count`). */
  done?: string;
}

/** The changes a user makes to e-mails (move, flag, label, delete); every one refreshes the lists and counts. */
export function useEmailActions() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = () => queryClient.invalidateQueries({ queryKey: emailKeys.all });
  const failed = () => notify('emailApp.errors.saveFailed', { type: 'error' });

  const update = useMutation({
    mutationFn: ({ ids, data }: UpdateVars) => updateEmails(ids, data),
    onSuccess: (_, { ids, done }) => {
      if (done) notify(done, { type: 'success', messageArgs: { smart_count: ids.length } });
      return refresh();
    },
    onError: failed,
  });
  const label = useMutation({
    mutationFn: ({ ids, label: name }: { ids: number[]; label: EmailLabel }) => toggleEmailsLabel(ids, name),
    onSuccess: refresh,
    onError: failed,
  });

  return {
    busy: update.isPending || label.isPending,
    update: (vars: UpdateVars, onDone?: () => void) => update.mutate(vars, { onSuccess: () => onDone?.() }),
    toggleLabel: (ids: number[], name: EmailLabel) => label.mutate({ ids, label: name }),
    /** Into the trash; from the trash, gone for good. */
    remove: (ids: number[], fromTrash: boolean, onDone?: () => void) =>
      update.mutate(
        {
          ids,
          data: fromTrash ? { isDeleted: true } : { folder: 'trash' },
          done: fromTrash ? 'emailApp.toast.deleted' : 'emailApp.toast.trashed',
        },
        { onSuccess: () => onDone?.() },
      ),
  };
}
