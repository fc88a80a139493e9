import { useEffect, useRef } from 'react';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '@schemas/kit/slug';
import type { WidgetInputProps } from '../types';

interface SlugInputProps {
  source: string;
  label: string;
  from: string;
}

/** A slug that follows its title (`from`) until the user edits it by hand; left empty, the server makes one. */
export function SlugInput({ source, label, from }: SlugInputProps) {
  const { setValue, getValues } = useFormContext();
  const title = useWatch({ name: from }) as string | null | undefined;
  // The slug follows the title while it is empty or still equals the slug of the previous title.
  const lastGenerated = useRef(slugify(String(getValues(from) ?? '')));
  useEffect(() => {
    const generated = slugify(String(title ?? ''));
    const current = String(getValues(source) ?? '');
    if (current === '' || current === lastGenerated.current) {
      if (generated !== current) setValue(source, generated, { shouldDirty: true });
    }
    lastGenerated.current = generated;
  }, [title, source, getValues, setValue]);
  // The same margin as the form's other inputs (FieldInput), so it lines up with the title beside it.
  return <TextInput source={source} label={label} helperText="adminKit.slug.help" fullWidth margin="dense" />;
}

export const SlugFieldInput = ({ source, label, field }: WidgetInputProps) => (
  <SlugInput source={source} label={label} from={field.generatedFrom ?? 'title'} />
);
