import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fetchAdvancedSearch,
  fetchBasicRows,
  fetchRowGroups,
  fetchServerPage,
  type AdvancedFilters,
  type ServerQuery,
} from './api';

/** react-query hooks over the table endpoints; a query's key names its endpoint and parameters. */
export const useBasicRows = () =>
  useQuery({ queryKey: ['good-table', 'basic'], queryFn: ({ signal }) => fetchBasicRows(signal) });

export const useRowGroups = () =>
  useQuery({ queryKey: ['good-table', 'row-group'], queryFn: ({ signal }) => fetchRowGroups(signal) });

export const useAdvancedSearch = (filters: AdvancedFilters) =>
  useQuery({
    queryKey: ['good-table', 'advanced-search', filters],
    queryFn: ({ signal }) => fetchAdvancedSearch(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useServerPage = (query: ServerQuery) =>
  useQuery({
    queryKey: ['good-table', 'table_ssr', query],
    queryFn: ({ signal }) => fetchServerPage(query, signal),
    placeholderData: keepPreviousData,
  });
