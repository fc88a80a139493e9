import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography, createFilterOptions } from '@mui/material';
import type { EmailAddress } from '@/mock/types/email';
import { splitAddresses } from './composeForm';

interface Props {
  id: string;
  label: string;
  value: string[];
  onChange: (addresses: string[]) => void;
  book: EmailAddress[];
  error?: string;
  autoFocus?: boolean;
}

const filter = createFilterOptions<EmailAddress>({ stringify: (entry) => `${entry.name} ${entry.email}` });

/**
 * Addresses as chips, with suggestions from the address book. Text typed and not yet turned into a chip (by Enter, a
 * comma, a space or leaving the field) is kept as an address, so nothing typed is lost.
 */
export function RecipientsField({ id, label, value, onChange, book, error, autoFocus }: Props) {
  const [input, setInput] = useState('');
  const add = (addresses: string[]) => onChange([...value, ...addresses.filter((address) => !value.includes(address))]);
  const commit = (text: string) => {
    const addresses = splitAddresses(text);
    if (addresses.length) add(addresses);
    setInput('');
  };
  const chosen = value.map((email) => book.find((entry) => entry.email === email) ?? { name: '', email });

  return (
    <Autocomplete<EmailAddress, true, false, true>
      multiple
      freeSolo
      id={id}
      options={book}
      value={chosen}
      inputValue={input}
      filterOptions={filter}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.email)}
      isOptionEqualToValue={(option, current) => option.email === current.email}
      onInputChange={(_, text, reason) => {
        if (reason === 'reset') return setInput('');
        if (/[\s,;]$/.test(text)) commit(text);
        else setInput(text);
      }}
      onChange={(_, next) => {
        onChange([
          ...new Set(next.flatMap((entry) => (typeof entry === 'string' ? splitAddresses(entry) : [entry.email]))),
        ]);
        setInput('');
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{option.name || option.email}</Typography>
            {option.name && (
              <Typography variant="caption" color="text.secondary">
                {option.email}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error}
          autoFocus={autoFocus}
          variant="standard"
          onBlur={() => commit(input)}
        />
      )}
    />
  );
}
