import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { z } from 'zod';
import { applyFieldErrors } from '@/shared/fieldErrors';

interface Options<T extends FieldValues, R> {
  schema: z.ZodType<T, T>;
  initial: T;
  save: (values: T) => Promise<R>;
  onDirtyChange: (dirty: boolean) => void;
  onSaved?: (values: T, result: R) => void;
  /** Values the form shows after a successful save (default: what was saved). */
  afterSave?: (values: T) => T;
  successMessage?: string;
}

/**
 * One settings tab's form: validated by the tab's schema, saved through the mock API, field errors of a 400 put on
 * their fields, success told with a toast, and the dirty state reported to the page (for the unsaved-changes warning).
 */
export function useSettingsForm<T extends FieldValues, R>({ schema, initial, save, onDirtyChange, onSaved, afterSave, successMessage = 'accountSetting.saved' }: Options<T, R>) {
  const notify = useNotify();
  const form = useForm<T, unknown, T>({ resolver: zodResolver(schema), defaultValues: initial as DefaultValues<T>, mode: 'onTouched' });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (result, values) => {
      form.reset(afterSave ? afterSave(values) : values);
      onSaved?.(values, result);
      notify(successMessage, { type: 'success' });
    },
    onError: (error) => {
      if (!applyFieldErrors(error, form.setError, Object.keys(initial))) {
        form.setError('root', { type: 'server', message: 'shared.saveFailed' });
      }
    },
  });

  return {
    form,
    submit: form.handleSubmit((values) => mutation.mutate(values)),
    discard: () => form.reset(),
    saving: mutation.isPending,
    dirty: isDirty,
    rootError: form.formState.errors.root?.message,
  };
}
