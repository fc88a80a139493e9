import { useFormContext, useWatch } from 'react-hook-form';
import { useDraft } from './useFormDraft';

/**
 * The draft keeper of a react-admin form. Its draft is forgotten when the form is reset (discarded) or when the data
 * provider saves the record (src/data/dataProvider.ts), not when the submit ends: react-admin reports a failed save
 * as a successful submit.
 */
export function FormDraft({ name = 'form' }: { name?: string }) {
  const form = useFormContext();
  useWatch({ control: form.control });
  return (
    <>
      {useDraft({
        name,
        dirty: form.formState.isDirty,
        saved: false,
        values: form.getValues(),
        restore: (values) => form.reset(values, { keepDefaultValues: true }),
      })}
    </>
  );
}
