import type { KeyboardEvent, Ref } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useT } from '@/i18n/useT';

/** The combobox's ARIA state, which the results own. */
export interface ComboboxState {
  'aria-controls'?: string;
  'aria-expanded': boolean;
  'aria-activedescendant'?: string;
}

interface Props {
  value: string;
  onChange: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  combobox?: ComboboxState;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The navbar search's text field: shown at once when the search opens, while its results load (./SearchPanel.tsx is
 * a chunk of its own), so what is typed meanwhile is kept.
 */
export function SearchField({ value, onChange, onKeyDown, combobox = { 'aria-expanded': false }, inputRef }: Props) {
  const translate = useT();
  return (
    <TextField
      autoFocus
      fullWidth
      placeholder={translate('app.navbar.searchPlaceholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      inputRef={inputRef}
      slotProps={{
        htmlInput: {
          'aria-label': translate('app.navbar.search'),
          role: 'combobox',
          'aria-autocomplete': 'list',
          autoComplete: 'off',
          spellCheck: false,
          ...combobox,
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
      sx={{ p: 1 }}
    />
  );
}
