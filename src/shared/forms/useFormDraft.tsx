import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useLocale } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { formatterFor } from '@/i18n/format';
import { clearDraft, draftKeyOf, readDraft, saveDraft, type Draft } from './drafts';
import { useNoticeInView } from './noticeInView';

/** How long typing pauses before the draft is written (ms). */
const WRITE_AFTER_MS = 400;

interface DraftOptions<T> {
  /** Names the form on its page (a page may hold several). */
  name: string;
  values: T;
  /** The values differ from what is saved. */
  dirty: boolean;
  /** A save succeeded or is in flight: a form that then goes away takes its draft with it. */
  saved: boolean;
  /** Puts a kept draft back into the form. */
  restore: (values: T) => void;
  /** Off for forms that must not be kept (passwords). */
  enabled?: boolean;
  /** The page the draft belongs to when it is not the current address (a dialog that opens on several views). */
  page?: string;
}

/**
 * Keeps a draft of a form with unsaved changes in session storage, and offers it back when the same page opens again
 * (after a reload, or after signing in once the session ended). Returns the offer to render above the form: it comes
 * into view and takes the focus.
 */
export function useDraft<T>({ name, values, dirty, saved, restore, enabled = true, page }: DraftOptions<T>): ReactNode {
  const translate = useT();
  const locale = useLocale();
  const location = useLocation();
  const key = draftKeyOf(page ? { pathname: page } : location, name);
  const [offer, setOffer] = useState<Draft<T> | null>(() => {
    const draft = enabled ? readDraft<T>(key) : null;
    return draft && JSON.stringify(draft.values) !== JSON.stringify(values) ? draft : null;
  });
  const latest = useRef(values);
  latest.current = values;
  const inView = useNoticeInView();

  useEffect(() => {
    // While a kept draft is offered, it is not overwritten by what is typed meanwhile.
    if (!enabled || offer || !dirty) return undefined;
    const timer = setTimeout(() => saveDraft(key, latest.current), WRITE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [values, dirty, key, offer, enabled]);

  // Saved (the form is reset) or discarded: the draft is done with. A failed save keeps it.
  const wasDirty = useRef(dirty);
  useEffect(() => {
    if (enabled && wasDirty.current && !dirty) clearDraft(key);
    wasDirty.current = dirty;
  }, [dirty, key, enabled]);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  useEffect(
    () => () => {
      if (enabled && savedRef.current) clearDraft(key);
    },
    [key, enabled],
  );

  if (!offer) return null;
  const time = formatterFor(locale).time(offer.savedAt);
  return (
    <Alert
      ref={inView}
      tabIndex={-1}
      severity="info"
      sx={{ mb: 2, width: '100%' }}
      data-testid="draft-offer"
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              restore(offer.values);
              setOffer(null);
            }}
          >
            {translate('shared.draft.restore')}
          </Button>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              clearDraft(key);
              setOffer(null);
            }}
          >
            {translate('shared.draft.discard')}
          </Button>
        </Stack>
      }
    >
      {translate('shared.draft.found', { time })}
    </Alert>
  );
}

/** `useDraft` for a react-hook-form form: restoring marks the kept fields as changed. */
export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'control' | 'getValues' | 'reset' | 'formState'>,
  name = 'form',
  enabled = true,
  /** Fields never kept in a draft (a password typed to confirm a change). */
  secrets: readonly string[] = [],
): ReactNode {
  useWatch({ control: form.control });
  const values = Object.fromEntries(Object.entries(form.getValues()).filter(([key]) => !secrets.includes(key))) as T;
  const { isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  return useDraft({
    name,
    enabled,
    dirty: isDirty,
    saved: isSubmitting || isSubmitSuccessful,
    values,
    restore: (kept) => form.reset({ ...form.getValues(), ...kept }, { keepDefaultValues: true }),
  });
}
