import { AutocompleteInput, ReferenceInput, type AutocompleteInputProps, type RaRecord } from 'react-admin';
import { can } from '@/auth/abilities';
import { areaOf } from '../../areas';
import { appliedAtOnce } from '../appliedAtOnce';
import type { FilterBuilder } from '../types';

const AppliedAutocompleteInput = appliedAtOnce<AutocompleteInputProps<RaRecord, false, true>>(AutocompleteInput);

/** No filter on an area the user may not read: its choices could not be loaded. Its first choice is "All". */
export const referenceFilter: FilterBuilder = ({ source, label, field }) => {
  const target = areaOf(field.reference);
  if (!can('read', target.subject)) return [];
  return [
    <ReferenceInput
      key={source}
      source={source}
      reference={target.name}
      alwaysOn
      sort={{ field: target.representation, order: 'ASC' }}
    >
      <AppliedAutocompleteInput
        label={label}
        size="small"
        sx={{ minWidth: 220 }}
        optionText={target.representation}
        emptyText="adminKit.list.any"
        // "All" clears it: no second way to.
        disableClearable
        filterToQuery={(q: string) => ({ q })}
      />
    </ReferenceInput>,
  ];
};
