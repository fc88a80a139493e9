import { useMemo } from 'react';
import { AutocompleteInput, useLocaleState } from 'react-admin';
import { COUNTRY_CODES } from '@schemas/kit/countries';
import type { WidgetInputProps } from '../types';
import { countryName } from './countryName';

interface CountryInputProps {
  source: string;
  size?: 'small' | 'medium';
  label: string;
  isRequired?: boolean;
  alwaysOn?: boolean;
  /** `none` in a list's filter bar, whose inputs share one baseline; `dense` in a form. */
  margin?: 'none' | 'dense';
  /** After the value changed (a list's filter applies at once). */
  onChange?: () => void;
  /** The first choice, for no country (a list's filter: "All"). */
  emptyText?: string;
}

/** A searchable country picker; names in the reader's language, stored as ISO codes. */
export function CountryInput({
  source,
  label,
  isRequired,
  alwaysOn,
  size = 'medium',
  margin = 'dense',
  onChange,
  emptyText,
}: CountryInputProps) {
  const [locale] = useLocaleState();
  const choices = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ id: code, name: countryName(code, locale) })).sort((a, b) =>
        a.name.localeCompare(b.name, locale),
      ),
    [locale],
  );
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      isRequired={isRequired}
      alwaysOn={alwaysOn}
      translateChoice={false}
      onChange={onChange}
      emptyText={emptyText}
      // "All" clears it: no second way to.
      disableClearable={emptyText !== undefined}
      margin={margin}
      size={size}
      fullWidth={!alwaysOn}
    />
  );
}

export const CountryFieldInput = ({ source, label, field }: WidgetInputProps) => (
  <CountryInput source={source} label={label} isRequired={field.required} />
);
