import type { ComponentType } from 'react';
import { useFormContext } from 'react-hook-form';
import { useListContext } from 'react-admin';

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

/**
 * `Input` as a filter applied when chosen. The choice filters (a choice list, yes/no, a reference, a country) apply
 * when chosen; text and numbers wait for typing.
 */
export function appliedAtOnce<P extends object>(Input: ComponentType<P & { onChange?: () => void }>) {
  return function AppliedAtOnce(props: P) {
    return <Input {...props} onChange={useApplyFiltersNow()} />;
  };
}
