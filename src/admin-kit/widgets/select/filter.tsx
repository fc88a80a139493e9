import { SelectInput, type SelectInputProps } from 'react-admin';
import { appliedAtOnce } from '../appliedAtOnce';
import type { FilterBuilder } from '../types';

const AppliedSelectInput = appliedAtOnce<SelectInputProps>(SelectInput);

/** Applied when chosen, as every choice filter is. */
export const choiceFilter: FilterBuilder = ({ source, label, field, labels }) => [
  <AppliedSelectInput
    key={source}
    source={source}
    label={label}
    alwaysOn
    size="small"
    margin="none"
    translateChoice={false}
    emptyText="adminKit.list.any"
    choices={(field.choices ?? []).map((value) => ({ id: value, name: labels.choice(source, value) }))}
  />,
];
