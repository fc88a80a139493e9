import { useState } from 'react';
import { Alert, Box, Button, Grid, TextField, Typography } from '@mui/material';
import { scoped } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useDebounced } from '@/shared/useDebounced';
import { EMPTY_FILTERS, type AdvancedFilters } from './api';
import { pick, useGoodTableColumns } from './cells';
import { DataTable } from './DataTable';
import { useAdvancedSearch } from './queries';
import { lastPage, pageOf } from './tableQuery';

const TEXT_FILTERS = ['name', 'email', 'post', 'city'] as const;

/** Per-column filters sent to GET /good-table/advanced-search: text columns, a start-date range and a salary range. */
export function AdvancedSearchTable() {
  const translate = useT();
  const columns = pick(useGoodTableColumns(), ['fullName', 'post', 'city', 'startDate', 'salary', 'status']);
  const [filters, setFilters] = useState<AdvancedFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const sent = useDebounced(filters, 300);
  const { data, isFetching, isError } = useAdvancedSearch(sent);
  const rows = data?.rows ?? [];
  const set = (key: keyof AdvancedFilters) => (value: string) => {
    setFilters({ ...filters, [key]: value });
    setPage(0);
  };
  const label = scoped(translate, 'showcaseTables.good.filters');
  const badDates = Boolean(filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo);
  const badSalary =
    filters.salaryMin !== '' && filters.salaryMax !== '' && Number(filters.salaryMin) > Number(filters.salaryMax);
  const safePage = Math.min(page, lastPage(rows.length, perPage));
  return (
    <Box>
      <Grid
        container
        spacing={2}
        component="form"
        role="search"
        aria-label={translate('showcaseTables.good.advancedSearch')}
        onSubmit={(e) => e.preventDefault()}
        sx={{ mb: 2 }}
      >
        {TEXT_FILTERS.map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              size="small"
              fullWidth
              label={label(key)}
              value={filters[key]}
              onChange={(e) => set(key)(e.target.value)}
              type="search"
            />
          </Grid>
        ))}
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            size="small"
            fullWidth
            type="date"
            label={label('dateFrom')}
            value={filters.dateFrom}
            onChange={(e) => set('dateFrom')(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            size="small"
            fullWidth
            type="date"
            label={label('dateTo')}
            value={filters.dateTo}
            onChange={(e) => set('dateTo')(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={badDates}
            helperText={badDates ? translate('showcaseTables.good.filters.datesReversed') : undefined}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            size="small"
            fullWidth
            type="number"
            label={label('salaryMin')}
            value={filters.salaryMin}
            onChange={(e) => set('salaryMin')(e.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 1000, inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            size="small"
            fullWidth
            type="number"
            label={label('salaryMax')}
            value={filters.salaryMax}
            onChange={(e) => set('salaryMax')(e.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 1000, inputMode: 'numeric' } }}
            error={badSalary}
            helperText={badSalary ? translate('showcaseTables.good.filters.salaryReversed') : undefined}
          />
        </Grid>
      </Grid>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {data
            ? translate('showcaseTables.matching', { smart_count: data.total })
            : translate('showcaseTables.loading')}
        </Typography>
        <Button
          size="small"
          onClick={() => {
            setFilters(EMPTY_FILTERS);
            setPage(0);
          }}
          disabled={Object.values(filters).every((v) => !v)}
        >
          {translate('showcaseTables.good.filters.reset')}
        </Button>
      </Box>
      {isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('showcaseTables.failed')}
        </Alert>
      )}
      <DataTable
        label={translate('showcaseTables.good.advancedSearch')}
        rows={pageOf(rows, safePage, perPage)}
        columns={columns}
        look={{ hover: true }}
        loading={isFetching}
        pagination={{
          page: safePage,
          perPage,
          total: rows.length,
          onPage: setPage,
          onPerPage: (n) => {
            setPerPage(n);
            setPage(0);
          },
        }}
      />
    </Box>
  );
}
