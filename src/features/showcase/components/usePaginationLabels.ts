import { useCallback } from 'react';
import { useScopedTranslate } from '../shared/useScopedTranslate';

type ItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/** Translated accessible names for MUI Pagination items (MUI's own are English only). */
export function usePaginationLabels() {
  const t = useScopedTranslate('showcaseComponents.pagination.aria');
  return useCallback(
    (type: ItemType | string, page: number | null, selected: boolean) => {
      if (type === 'page') return t(selected ? 'current' : 'page', { page: page ?? '' });
      return type === 'first' || type === 'last' || type === 'next' || type === 'previous' ? t(type) : '';
    },
    [t],
  );
}
