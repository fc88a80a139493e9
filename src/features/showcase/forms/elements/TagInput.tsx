import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useT } from '@/i18n/useT';
import { largeFieldSx } from '../fieldState';
import { splitTags, tagProblem, type TagProblem, type TagRules } from './tags';

export interface TagInputProps extends TagRules {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  /** Offered while typing; any other text can be added too. */
  suggestions?: string[];
  size?: 'small' | 'medium' | 'large';
  chipColor?: 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
  chipVariant?: 'filled' | 'outlined';
  disabled?: boolean;
  readOnly?: boolean;
  /** Shown when nothing is wrong. */
  helperText?: string;
  /** A problem found by the form around it (e.g. "add at least one tag"). */
  error?: string;
}

/**
 * Tags typed into one field: Enter or a comma adds the text as a chip, Backspace in an empty field removes the last
 * one. A tag that cannot be added stays in the field with the reason under it.
 */
export function TagInput({
  label,
  value,
  onChange,
  suggestions = [],
  size = 'medium',
  chipColor = 'primary',
  chipVariant = 'filled',
  disabled,
  readOnly,
  helperText,
  error,
  max,
  pattern,
}: TagInputProps) {
  const translate = useT();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<TagProblem>(null);

  /** Adds what it can; returns the text that could not be added (so it stays in the field). */
  const add = (pieces: string[]): string => {
    let next = value;
    for (const [index, piece] of pieces.entries()) {
      const found = tagProblem(piece, next, { max, pattern });
      if (found) {
        if (next !== value) onChange(next);
        setProblem(found);
        return pieces.slice(index).join(', ');
      }
      next = [...next, piece];
    }
    if (next !== value) onChange(next);
    setProblem(null);
    return '';
  };

  const message = problem ? translate(`showcaseForms.tag.errors.${problem}`, { max }) : error;
  return (
    <Autocomplete
      multiple
      freeSolo
      options={suggestions.filter((s) => !value.includes(s))}
      value={value}
      inputValue={input}
      disabled={disabled}
      readOnly={readOnly}
      size={size === 'small' ? 'small' : 'medium'}
      filterSelectedOptions
      onInputChange={(_, text, reason) => {
        if (reason === 'reset') return;
        setProblem(null);
        setInput(/[,;]$/.test(text) ? add(splitTags(text)) : text);
      }}
      onChange={(_, next, reason) => {
        if (reason === 'createOption' || reason === 'selectOption') {
          const typed = next[next.length - 1];
          setInput(add(splitTags(typed)));
        } else {
          setProblem(null);
          onChange(next);
        }
      }}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              label={tag}
              color={chipColor}
              variant={chipVariant}
              size={size === 'small' ? 'small' : 'medium'}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(message)}
          sx={size === 'large' ? largeFieldSx : undefined}
          helperText={message ?? helperText ?? translate('showcaseForms.tag.hint')}
          placeholder={readOnly || disabled ? undefined : translate('showcaseForms.tag.placeholder')}
        />
      )}
    />
  );
}
