import { appliedAtOnce } from '../appliedAtOnce';
import type { FilterBuilder } from '../types';
import { CountryInput } from './input';

const AppliedCountryInput = appliedAtOnce(CountryInput);

export const countryFilter: FilterBuilder = ({ source, label }) => [
  <AppliedCountryInput
    key={source}
    source={source}
    label={label}
    alwaysOn
    size="small"
    margin="none"
    emptyText="adminKit.list.any"
  />,
];
