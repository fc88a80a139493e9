import { DateInput, NullableBooleanInput, NumberInput, TextInput, type NullableBooleanInputProps } from 'react-admin';
import { appliedAtOnce } from '../appliedAtOnce';
import type { FilterBuilder } from '../types';

/*
 * The list's typed filter inputs shared by several widgets: a text match, a value, a yes/no, a number or a date
 * range. Filter inputs share one baseline (`margin="none"`).
 */

const AppliedNullableBooleanInput = appliedAtOnce<NullableBooleanInputProps>(NullableBooleanInput);

const endOfDay = (value: string) => (value ? `${value}T23:59:59.999Z` : null);
const dayOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');

/** A case-insensitive "contains" match (`<field>_q`). */
export const textFilter: FilterBuilder = ({ source, label }) => [
  <TextInput key={source} source={`${source}_q`} label={label} alwaysOn resettable size="small" />,
];

export const switchFilter: FilterBuilder = ({ source, label }) => [
  <AppliedNullableBooleanInput
    key={source}
    source={source}
    label={label}
    alwaysOn
    size="small"
    nullLabel="adminKit.list.any"
    trueLabel="adminKit.yes"
    falseLabel="adminKit.no"
  />,
];

export const numberFilter: FilterBuilder = ({ source, label }) => [
  <NumberInput key={source} source={source} label={label} alwaysOn size="small" />,
];

/** From one day until another; for a date-time the last day counts to its end. */
const dateRange =
  (dateTime: boolean): FilterBuilder =>
  ({ source, label, translate }) => [
    <DateInput
      key={`${source}_gte`}
      source={`${source}_gte`}
      label={translate('adminKit.list.from', { field: label })}
      alwaysOn
      size="small"
    />,
    <DateInput
      key={`${source}_lte`}
      source={`${source}_lte`}
      label={translate('adminKit.list.until', { field: label })}
      alwaysOn
      size="small"
      parse={dateTime ? endOfDay : undefined}
      format={dayOf}
    />,
  ];
export const dateFilter = dateRange(false);
export const dateTimeFilter = dateRange(true);

/** Fields no list can filter on (the API refuses them). */
export const noFilter: FilterBuilder = () => [];
