import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { z } from 'zod';
import { issueMessage } from '@schemas/kit/validation';
import { ApiError } from '@/data/apiError';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';
import { SERVER_MESSAGES } from './api';
import { useFormDraft } from '@/shared/forms/useFormDraft';

interface Options<T extends FieldValues, R> {
  schema: z.ZodType<T, T>;
  initial: T;
  save: (values: T) => Promise<R>;
  onDirtyChange: (dirty: boolean) => void;
  onSaved?: (values: T, result: R) => void;
  /** Values the form shows after a successful save (default: what was saved). */
  afterSave?: (values: T) => T;
  successMessage?: string;
  /** Keep a draft of unsaved changes under this name (never for secrets such as passwords). */
  draft?: string;
  /** Fields left out of the draft. */
  secrets?: readonly string[];
}

/** What a failure that belongs to no field says: the API's message (from /v1 an i18n key) when it has one. */
const rootMessageOf = (error: unknown): string => (error instanceof ApiError && error.reason) || 'shared.saveFailed';

/**
 * One settings tab's form: validated by the tab's schema, saved through the API, field errors of a 400 put on
 * their fields (what was typed stays), success told with a toast, and the dirty state reported to the page (for the
 * unsaved-changes warning).
 */
export function useSettingsForm<T extends FieldValues, R>({
  schema,
  initial,
  save,
  onDirtyChange,
  onSaved,
  afterSave,
  successMessage = 'accountSetting.saved',
  draft,
  secrets,
}: Options<T, R>) {
  const notify = useNotify();
  const form = useForm<T, unknown, T>({
    resolver: zodResolver(schema, { error: issueMessage }),
    defaultValues: initial as DefaultValues<T>,
    mode: 'onTouched',
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const draftOffer = useFormDraft(form, draft ?? '', draft !== undefined, secrets);

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (result, values) => {
      form.reset(afterSave ? afterSave(values) : values);
      onSaved?.(values, result);
      notify(successMessage, { type: 'success' });
    },
    onError: (error) => {
      if (!applyFieldErrors(error, form.setError, Object.keys(initial), { known: SERVER_MESSAGES })) {
        form.setError('root', { type: 'server', message: rootMessageOf(error) });
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
    /** The offer to restore a kept draft, to render above the form. */
    draftOffer,
  };
}
