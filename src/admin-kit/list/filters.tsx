import type { ReactElement } from 'react';
import {
  AutocompleteInput, DateInput, NullableBooleanInput, NumberInput, ReferenceInput, SearchInput, SelectInput, TextInput,
} from 'react-admin';
import { can } from '@/auth/abilities';
import type { ResourceDeclaration } from '../declaration';
import { readableField } from '../fields/fieldsOf';
import { CountryInput } from '../form/widgets/CountryInput';
import { declarationOf } from '../registry';

type Labels = { field: (source: string) => string; choice: (source: string, value: string) => string };
type Translate = (key: string, options?: Record<string, unknown>) => string;

const endOfDay = (value: string) => (value ? `${value}T23:59:59.999Z` : null);
const dayOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');

/**
 * The list's filters: the search box (over the declared search fields), then one typed input per declared filter —
 * a choice list, a yes/no, a searchable reference, a country, a tag, a date range or a text match.
 */
export function filterInputs(declaration: ResourceDeclaration, labels: Labels, translate: Translate): ReactElement[] {
  const inputs: ReactElement[] = [];
  if (declaration.list.search.length) {
    const search = translate('adminKit.list.search');
    // Its placeholder is no name (it goes once something is typed): the input is labelled too.
    inputs.push(<SearchInput key="q" source="q" alwaysOn placeholder={search} slotProps={{ htmlInput: { 'aria-label': search } }} />);
  }
  for (const source of declaration.list.filters) {
    const field = readableField(declaration, source);
    const label = labels.field(source);
    switch (field.widget) {
      case 'select':
        inputs.push(
          <SelectInput key={source} source={source} label={label} alwaysOn size="small" margin="none" translateChoice={false} emptyText="adminKit.list.any"
            choices={(field.choices ?? []).map((value) => ({ id: value, name: labels.choice(source, value) }))} />,
        );
        break;
      case 'switch':
        inputs.push(<NullableBooleanInput key={source} source={source} label={label} alwaysOn size="small" nullLabel="adminKit.list.any" trueLabel="adminKit.yes" falseLabel="adminKit.no" />);
        break;
      case 'reference': {
        const target = declarationOf(field.reference);
        // No filter on an area the user may not read: its choices could not be loaded.
        if (!can('read', target.subject)) break;
        inputs.push(
          <ReferenceInput key={source} source={source} reference={target.name} alwaysOn sort={{ field: target.representation, order: 'ASC' }}>
            <AutocompleteInput label={label} size="small" sx={{ minWidth: 220 }} optionText={target.representation} filterToQuery={(q: string) => ({ q })} />
          </ReferenceInput>,
        );
        break;
      }
      case 'country':
        inputs.push(<CountryInput key={source} source={source} label={label} alwaysOn size="small" margin="none" />);
        break;
      case 'number':
        inputs.push(<NumberInput key={source} source={source} label={label} alwaysOn size="small" />);
        break;
      case 'date':
      case 'datetime':
        inputs.push(
          <DateInput key={`${source}_gte`} source={`${source}_gte`} label={translate('adminKit.list.from', { field: label })} alwaysOn size="small" />,
          <DateInput key={`${source}_lte`} source={`${source}_lte`} label={translate('adminKit.list.until', { field: label })} alwaysOn size="small"
            parse={field.widget === 'datetime' ? endOfDay : undefined} format={dayOf} />,
        );
        break;
      case 'tags':
        inputs.push(<TextInput key={source} source={source} label={label} alwaysOn resettable size="small" />);
        break;
      default:
        inputs.push(<TextInput key={source} source={`${source}_q`} label={label} alwaysOn resettable size="small" />);
    }
  }
  return inputs;
}
