import { Stack } from '@mui/material';
import { DemoCard } from '../shared/DemoCard';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { AdvancedSearchTable } from './AdvancedSearchTable';
import { pick, useGoodTableColumns } from './cells';
import { ClientTable } from './ClientTable';
import { GroupedTable } from './GroupedTable';
import { useBasicRows } from './queries';
import { ServerSideTable } from './ServerSideTable';

const SERVER_CODE = `
const query = { q, sortBy: sort.field, direction: sort.direction, page: page + 1, perPage };
const { data, isFetching } = useQuery({
  queryKey: ['good-table', 'table_ssr', query],
  queryFn: ({ signal }) => fetchServerPage(query, signal), // GET /good-table/table_ssr?q=…&sort=salary:desc&page=2&perPage=10
  placeholderData: keepPreviousData,
});
<DataTable rows={data?.rows ?? []} sort={sort} onSort={…}
  pagination={{ page, perPage, total: data?.total ?? 0, onPage: setPage, onPerPage: setPerPage }} />`;

/** Data tables over /good-table/*: client-side search/sort/paging/selection, grouped rows, per-column filters, server-side mode. */
export default function GoodTableShowcase() {
  const t = useScopedTranslate('showcaseTables.good');
  const columns = pick(useGoodTableColumns(), [
    'fullName',
    'post',
    'city',
    'startDate',
    'salary',
    'experience',
    'status',
  ]);
  const { data = [], isLoading, isError } = useBasicRows();
  return (
    <Stack spacing={3}>
      <DemoCard title={t('basic')} subtitle={t('basicHelp')}>
        <ClientTable label={t('basic')} rows={data} columns={columns} loading={isLoading} error={isError} />
      </DemoCard>
      <DemoCard title={t('rowGroup')} subtitle={t('rowGroupHelp')}>
        <GroupedTable />
      </DemoCard>
      <DemoCard title={t('advancedSearch')} subtitle={t('advancedSearchHelp')}>
        <AdvancedSearchTable />
      </DemoCard>
      <DemoCard title={t('serverSide')} subtitle={t('serverSideHelp')} code={SERVER_CODE}>
        <ServerSideTable />
      </DemoCard>
    </Stack>
  );
}
