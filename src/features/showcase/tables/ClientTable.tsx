import { Alert, Box, Button, InputAdornment, TextField, Toolbar, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import DownloadIcon from '@mui/icons-material/Download';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import { useT } from '@/i18n/useT';
import type { GoodTableRow } from './api';
import type { Column } from './cells';
import { DataTable, type TableLook } from './DataTable';
import { rowsToCsv } from './tableQuery';
import { useClientTable } from './useClientTable';

function download(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Every row in the page: the search field, the column headers (sorting), the pager and the row checkboxes all work on
 * the rows already loaded. The selection can be exported as CSV.
 */
export function ClientTable({
  label,
  rows,
  columns,
  loading,
  error,
  look,
}: {
  label: string;
  rows: GoodTableRow[];
  columns: Column[];
  loading?: boolean;
  error?: boolean;
  look?: TableLook;
}) {
  const translate = useT();
  const table = useClientTable(rows);
  const chosen = rows.filter((row) => table.selected.has(row.id));
  const exportSelected = () =>
    download(
      rowsToCsv(
        chosen,
        columns.map((c) => c.field),
        columns.map((c) => c.label),
      ),
      'selected-rows.csv',
    );
  return (
    <Box>
      <Toolbar
        disableGutters
        sx={{ gap: 2, flexWrap: 'wrap', justifyContent: 'space-between', minHeight: { xs: 0 }, mb: 1 }}
      >
        <Typography variant="body2" color={chosen.length ? 'primary' : 'text.secondary'} aria-live="polite">
          {chosen.length
            ? translate('showcaseTables.selectedCount', { smart_count: chosen.length })
            : translate('showcaseTables.matching', { smart_count: table.matching.length })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {chosen.length > 0 && (
            <>
              <Button size="small" startIcon={<DownloadIcon />} variant="contained" onClick={exportSelected}>
                {translate('showcaseTables.exportCsv')}
              </Button>
              <Button size="small" startIcon={<ClearAllIcon />} onClick={() => table.setSelected(new Set())}>
                {translate('showcaseTables.clearSelection')}
              </Button>
            </>
          )}
          <TextField
            size="small"
            type="search"
            value={table.query}
            onChange={(e) => table.setQuery(e.target.value)}
            label={translate('showcaseTables.search')}
            placeholder={translate('showcaseTables.searchPlaceholder')}
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
      </Toolbar>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('showcaseTables.failed')}
        </Alert>
      )}
      <DataTable
        label={label}
        rows={table.pageRows}
        columns={columns}
        look={{ hover: true, ...look }}
        loading={loading}
        sort={table.sort}
        onSort={table.onSort}
        selected={table.selected}
        onSelect={table.setSelected}
        pagination={table.pagination}
        emptyText={table.query ? translate('showcaseTables.noMatch', { query: table.query }) : undefined}
      />
    </Box>
  );
}
