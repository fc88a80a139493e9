import type { ComponentType, ReactElement } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  AutocompleteInput,
  DateInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useListContext,
  type AutocompleteInputProps,
  type NullableBooleanInputProps,
  type SelectInputProps,
} from 'react-admin';
import { can } from '@/auth/abilities';
import { CountryInput } from '../form/widgets/CountryInput';
import { areaOf } from '../areas';
import type { WidgetFilterContext } from './types';

/*
 * The list's typed filter inputs, one builder per kind of widget: a choice list, a yes/no, a searchable reference, a
 * country, a tag, a number, a date range or a text match. Filter inputs share one baseline (`margin="none"`).
 */
type FilterBuilder = (context: WidgetFilterContext) => ReactElement[];

/**
 * Applies the filter form now, as its own submit does (react-admin's FilterLiveForm): a choice is made in one act, so
 * the debounce that spares the API a request per typed key would only delay it. The form's debounced submit follows
 * with the same values, which the list drops (src/admin-kit/list/FiltersOnLatestRequest.tsx).
 */
function useApplyFiltersNow() {
  const { filterValues, setFilters } = useListContext();
  const { getValues } = useFormContext();
  return () => setFilters({ ...filterValues, ...getValues() });
}

/** `Input` as a filter applied when chosen. */
function appliedAtOnce<P extends object>(Input: ComponentType<P & { onChange?: () => void }>) {
  return function AppliedAtOnce(props: P) {
    return <Input {...props} onChange={useApplyFiltersNow()} />;
  };
}

const AppliedSelectInput = appliedAtOnce<SelectInputProps>(SelectInput);
const AppliedNullableBooleanInput = appliedAtOnce<NullableBooleanInputProps>(NullableBooleanInput);
const AppliedAutocompleteInput = appliedAtOnce<AutocompleteInputProps>(AutocompleteInput);
const AppliedCountryInput = appliedAtOnce(CountryInput);

const endOfDay = (value: string) => (value ? `${value}T23:59:59.999Z` : null);
const dayOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');

/** A case-insensitive "contains" match (`<field>_q`). */
export const textFilter: FilterBuilder = ({ source, label }) => [
  <TextInput key={source} source={`${source}_q`} label={label} alwaysOn resettable size="small" />,
];

/** The value itself (a tag the record holds). */
export const exactFilter: FilterBuilder = ({ source, label }) => [
  <TextInput key={source} source={source} label={label} alwaysOn resettable size="small" />,
];

/** The choice filters (a choice list, yes/no, a reference, a country) apply when chosen; text and numbers wait for typing. */
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

/** No filter on an area the user may not read: its choices could not be loaded. */
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
        filterToQuery={(q: string) => ({ q })}
      />
    </ReferenceInput>,
  ];
};

export const countryFilter: FilterBuilder = ({ source, label }) => [
  <AppliedCountryInput key={source} source={source} label={label} alwaysOn size="small" margin="none" />,
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
