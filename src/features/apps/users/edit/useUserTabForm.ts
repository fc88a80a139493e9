import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNotify } from 'react-admin';
import type { z } from 'zod';
import type { ManagedUser } from '@/mock/types/users';
import type { UserChanges } from '../api';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';
import { USER_FIELD_ERRORS } from '../serverErrors';
import { useSaveUser } from '../useUserRecord';

/**
 * One tab of the edit page: validated by its schema, saved with PUT, a 400's field messages put on their fields,
 * success told with a toast; the form then holds the saved values (so Discard goes back to them).
 */
export function useUserTabForm<T extends FieldValues>(
  id: number,
  schema: z.ZodType<T, T>,
  initial: T,
  toChanges: (values: T) => UserChanges = (values) => values,
  /** Whether the answer really holds what was sent (a server that drops unknown fields must not look like a save). */
  stored: (saved: ManagedUser, values: T) => boolean = () => true,
) {
  const notify = useNotify();
  const save = useSaveUser(id);
  const form = useForm<T, unknown, T>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<T>,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(toChanges(values), {
      onSuccess: ({ user }) => {
        if (!stored(user, values)) return form.setError('root', { message: 'appUsers.edit.notStored' });
        form.reset(values);
        notify('appUsers.edit.saved', { type: 'success', messageArgs: { name: user.fullName } });
      },
      onError: (error) => {
        if (!applyFieldErrors(error, form.setError, Object.keys(initial), USER_FIELD_ERRORS))
          form.setError('root', { message: 'appUsers.common.saveFailed' });
      },
    }),
  );
  return { form, submit, saving: save.isPending };
}
