import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
import { useT } from '@/i18n/useT';
import { firstMessage } from '../../form/errorMessage';
import type { WidgetInputProps } from '../types';

interface TagsInputProps {
  source: string;
  label: string;
  isRequired?: boolean;
}

/** A list of short texts: type and press Enter or a comma to add one; a chip's cross removes it. */
export function TagsInput({ source, label, isRequired }: TagsInputProps) {
  const translate = useT();
  const { id, field, fieldState, isRequired: required } = useInput({ source, isRequired });
  const [draft, setDraft] = useState('');
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const commit = (next: string[]) => field.onChange([...new Set(next.map((tag) => tag.trim()).filter(Boolean))]);
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={draft}
      onInputChange={(_, text) => {
        if (text.endsWith(',')) {
          commit([...value, text.slice(0, -1)]);
          setDraft('');
        } else {
          setDraft(text);
        }
      }}
      onChange={(_, next) => {
        commit(next as string[]);
        setDraft('');
      }}
      onBlur={() => {
        if (draft.trim()) commit([...value, draft]);
        setDraft('');
        field.onBlur();
      }}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={tag} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={source}
          margin="dense"
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          placeholder={value.length ? undefined : translate('adminKit.tags.placeholder')}
          helperText={<InputHelperText error={firstMessage(fieldState.error)} helperText="adminKit.tags.help" />}
        />
      )}
    />
  );
}

export const TagsFieldInput = ({ source, label, field }: WidgetInputProps) => (
  <TagsInput source={source} label={label} isRequired={field.required} />
);
