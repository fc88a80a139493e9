import type { ReactElement } from 'react';
import { SearchInput } from 'react-admin';
import type { DescribedArea } from '../declaration';
import { readableField } from '../fields/fieldsOf';
import { LIST_WIDGETS } from '../widgets/listWidgets';
import type { Labels, Translate } from '../widgets/types';

/** The list's filters: the search box (over the declared search fields), then each declared filter's typed inputs. */
export function filterInputs(declaration: DescribedArea, labels: Labels, translate: Translate): ReactElement[] {
  const inputs: ReactElement[] = [];
  if (declaration.list.search.length) {
    const search = translate('adminKit.list.search');
    // Its placeholder is no name (it goes once something is typed): the input is labelled too.
    inputs.push(
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder={search}
        slotProps={{ htmlInput: { 'aria-label': search } }}
      />,
    );
  }
  for (const source of declaration.list.filters) {
    const field = readableField(declaration, source);
    inputs.push(
      ...LIST_WIDGETS[field.widget].filter({ source, field, label: labels.field(source), labels, translate }),
    );
  }
  return inputs;
}

/** The search box apart from the other filters (a phone keeps it on the page and the others behind a button). */
export function splitSearch(inputs: ReactElement[]): [ReactElement[], ReactElement<{ source: string }>[]] {
  const isSearch = (input: ReactElement) => (input.props as { source?: string }).source === 'q';
  return [inputs.filter(isSearch), inputs.filter((input) => !isSearch(input)) as ReactElement<{ source: string }>[]];
}
