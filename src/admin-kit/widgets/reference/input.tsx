import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { declarationOf } from '../../registry';
import type { WidgetInputProps } from '../types';

/** A searchable choice among the referenced area's records, by their name. */
export function ReferenceFieldInput({ source, label, field }: WidgetInputProps) {
  const target = declarationOf(field.reference);
  return (
    <ReferenceInput source={source} reference={target.name} sort={{ field: target.representation, order: 'ASC' }}>
      <AutocompleteInput
        label={label}
        isRequired={field.required}
        fullWidth
        margin="dense"
        optionText={target.representation}
        filterToQuery={(q: string) => ({ q })}
      />
    </ReferenceInput>
  );
}
