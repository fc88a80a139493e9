import { useState } from 'react';
import { Alert, Box, InputAdornment, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useT } from '@/i18n/useT';
import { useDebounced } from '@/shared/useDebounced';
import { serverParams, type ServerQuery } from './api';
import { pick, useGoodTableColumns } from './cells';
import { DataTable, type TableSort } from './DataTable';
import { useServerPage } from './queries';
import { nextSort } from './useClientTable';

/**
 * Server-side mode: the search, the sort and the page travel to GET /good-table/table_ssr, which answers one page
 * and the total. The request is shown under the table, so a developer sees what the server receives.
 */
export function ServerSideTable() {
  const translate = useT();
  const columns = pick(useGoodTableColumns(), ['fullName', 'post', 'city', 'startDate', 'salary', 'status']);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort>({ field: 'id', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const q = useDebounced(search, 300);
  const query: ServerQuery = { q, sortBy: sort.field, direction: sort.direction, page: page + 1, perPage };
  const { data, isFetching, isError } = useServerPage(query);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <TextField
          size="small"
          type="search"
          label={translate('showcaseTables.good.serverSearch')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('showcaseTables.failed')}
        </Alert>
      )}
      <DataTable
        label={translate('showcaseTables.good.serverSide')}
        rows={data?.rows ?? []}
        columns={columns}
        look={{ hover: true }}
        loading={isFetching}
        sort={sort}
        onSort={(field) => {
          setSort(nextSort(sort, field));
          setPage(0);
        }}
        emptyText={q ? translate('showcaseTables.noMatch', { query: q }) : undefined}
        pagination={{
          page,
          perPage,
          total: data?.total ?? 0,
          onPage: setPage,
          onPerPage: (n) => {
            setPerPage(n);
            setPage(0);
          },
        }}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate('showcaseTables.good.lastRequest')}{' '}
        <Box
          component="code"
          dir="ltr"
          data-testid="ssr-request"
          sx={{ bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, wordBreak: 'break-all' }}
        >
          GET /good-table/table_ssr?{serverParams(query).toString()}
        </Box>
      </Typography>
    </Box>
  );
}
