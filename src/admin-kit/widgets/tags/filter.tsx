import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInput, useResourceContext } from 'react-admin';
import { useT } from '@/i18n/useT';
import { fetchTagValues } from '../../recordApi';
import { appliedAtOnce } from '../appliedAtOnce';
import type { FilterBuilder } from '../types';

/** How long typing rests before the suggestions are asked for. */
const SUGGEST_DELAY_MS = 250;

function useDebounced(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

interface TagFilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
  /** After the value changed: the list applies it at once. */
  onChange?: () => void;
}

/**
 * A tag filter that suggests the tags the area's records hold: typing part of one ("sec") offers the matching ones
 * ("security"), from the server; choosing one (or Enter on the first) filters the list by it.
 */
export function TagFilterInput({ source, label, onChange }: TagFilterInputProps) {
  const area = useResourceContext()!;
  const translate = useT();
  const { id, field } = useInput({ source });
  const value = typeof field.value === 'string' && field.value ? field.value : null;
  const [typed, setTyped] = useState(value ?? '');
  const [open, setOpen] = useState(false);
  // The filter cleared or set elsewhere (Clear filters, a saved view) shows here too.
  useEffect(() => setTyped(value ?? ''), [value]);
  const q = useDebounced(typed === value ? '' : typed.trim());
  const { data: options = [], isFetching } = useQuery({
    queryKey: ['tagValues', area, source, q],
    queryFn: ({ signal }) => fetchTagValues(area, source, q, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return (
    <Autocomplete
      freeSolo
      autoHighlight
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      // The server already matched; the chosen tag stays offered beside the others.
      filterOptions={(all) => all}
      loading={isFetching}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('adminKit.tags.noMatch')}
      value={value}
      inputValue={typed}
      onInputChange={(_, text) => setTyped(text)}
      onChange={(_, next) => {
        const tag = typeof next === 'string' ? next.trim() : '';
        field.onChange(tag);
        setTyped(tag);
        onChange?.();
      }}
      sx={{ minWidth: 200 }}
      renderInput={(params) => (
        <TextField {...params} id={id} name={source} label={label} margin="none" onBlur={field.onBlur} />
      )}
    />
  );
}

const AppliedTagFilterInput = appliedAtOnce(TagFilterInput);

/** Records whose tags hold the chosen one; the input suggests the tags present. */
export const tagsFilter: FilterBuilder = ({ source, label }) => [
  <AppliedTagFilterInput key={source} source={source} label={label} alwaysOn />,
];
