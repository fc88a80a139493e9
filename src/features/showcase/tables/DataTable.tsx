import type { ReactNode } from 'react';
import {
  Box,
  Checkbox,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useT } from '@/i18n/useT';
import type { GoodTableRow, SortDirection } from './api';
import type { Column } from './cells';
import { TriStateCheckbox } from '@/shared/TriStateCheckbox';

/** Read by screen readers, not shown (MUI's own visually-hidden style lives in a package we do not depend on). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

export interface TableSort {
  field: keyof GoodTableRow;
  direction: SortDirection;
}

export interface TableLook {
  striped?: boolean;
  bordered?: boolean;
  borderless?: boolean;
  dense?: boolean;
  hover?: boolean;
  /** `contrast`: a dark head in light skins and a light one in dark skins. */
  head?: 'plain' | 'tinted' | 'contrast';
  stickyHeader?: boolean;
  maxHeight?: number;
}

export interface DataTableProps {
  /** Accessible name of the table. */
  label: string;
  rows: GoodTableRow[];
  columns: Column[];
  look?: TableLook;
  caption?: string;
  sort?: TableSort;
  onSort?: (field: keyof GoodTableRow) => void;
  selected?: ReadonlySet<number>;
  onSelect?: (next: Set<number>) => void;
  pagination?: {
    page: number;
    perPage: number;
    total: number;
    onPage: (page: number) => void;
    onPerPage: (perPage: number) => void;
    options?: number[];
  };
  loading?: boolean;
  emptyText?: string;
  /** Extra rows rendered before the data rows (e.g. group headers), when the caller lays the body out itself. */
  body?: ReactNode;
}

function lookSx(look: TableLook): SxProps<Theme> {
  return (theme) => ({
    ...(look.striped && { '& tbody tr:nth-of-type(odd) > td': { bgcolor: 'action.hover' } }),
    ...(look.bordered && { '& th, & td': { border: `1px solid ${theme.palette.divider}` } }),
    ...(look.borderless && { '& th, & td': { borderBottom: 'none' } }),
    ...(look.head === 'tinted' && { '& thead th': { bgcolor: 'action.selected', fontWeight: 700 } }),
    ...(look.head === 'contrast' && {
      '& thead th': {
        bgcolor: theme.palette.mode === 'dark' ? theme.palette.grey[200] : theme.palette.grey[900],
        color: theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.common.white,
        '& .MuiTableSortLabel-root, & .MuiTableSortLabel-root.Mui-active, & .MuiTableSortLabel-icon': {
          color: 'inherit !important',
        },
      },
    }),
    '& thead th': {
      fontWeight: 600,
      whiteSpace: 'nowrap',
      ...(look.head !== 'contrast' && { textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.5 }),
    },
  });
}

/** An MUI table of table-demo rows with optional sorting, row selection and pagination, in several looks. */
export function DataTable({
  label,
  rows,
  columns,
  look = {},
  caption,
  sort,
  onSort,
  selected,
  onSelect,
  pagination,
  loading,
  emptyText,
  body,
}: DataTableProps) {
  const translate = useT();
  const selectable = Boolean(selected && onSelect);
  const pageIds = rows.map((row) => row.id);
  const selectedOnPage = pageIds.filter((id) => selected?.has(id)).length;
  const toggleAll = () => {
    const next = new Set(selected);
    if (selectedOnPage === pageIds.length) pageIds.forEach((id) => next.delete(id));
    else pageIds.forEach((id) => next.add(id));
    onSelect?.(next);
  };
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect?.(next);
  };
  const columnCount = columns.length + (selectable ? 1 : 0);
  return (
    <Box>
      {/* It scrolls when the table is wider or taller than the card: a Tab stop lets the keyboard scroll it (WCAG 2.1.1). */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={label}
        sx={{ maxHeight: look.maxHeight, position: 'relative' }}
      >
        {loading && (
          <LinearProgress
            aria-label={translate('showcaseTables.loading')}
            sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 3 }}
          />
        )}
        <Table
          aria-label={label}
          size={look.dense ? 'small' : 'medium'}
          stickyHeader={look.stickyHeader}
          sx={lookSx(look)}
        >
          {caption && <caption>{caption}</caption>}
          <TableHead>
            <TableRow>
              {selectable && (
                <TableCell padding="checkbox">
                  <TriStateCheckbox
                    indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                    checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                    onChange={toggleAll}
                    disabled={pageIds.length === 0}
                    slotProps={{ input: { 'aria-label': translate('showcaseTables.selectPage') } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => {
                const active = sort?.field === column.field;
                return (
                  <TableCell
                    key={String(column.field)}
                    align={column.align}
                    sortDirection={active ? sort!.direction : false}
                  >
                    {column.sortable && onSort ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort!.direction : 'asc'}
                        onClick={() => onSort(column.field)}
                      >
                        {column.label}
                        {active && (
                          <Box component="span" sx={visuallyHidden}>
                            {translate(
                              sort!.direction === 'desc' ? 'showcaseTables.sortedDesc' : 'showcaseTables.sortedAsc',
                            )}
                          </Box>
                        )}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {body ??
              rows.map((row) => (
                <TableRow key={row.id} hover={look.hover} selected={selected?.has(row.id)}>
                  {selectable && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected!.has(row.id)}
                        onChange={() => toggle(row.id)}
                        slotProps={{
                          input: { 'aria-label': translate('showcaseTables.selectRow', { name: row.fullName }) },
                        }}
                      />
                    </TableCell>
                  )}
                  {columns.map((column) => (
                    <TableCell key={String(column.field)} align={column.align}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!body && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {loading ? translate('showcaseTables.loading') : (emptyText ?? translate('showcaseTables.empty'))}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination && (
        <TablePagination
          component="div"
          count={pagination.total}
          page={pagination.page}
          rowsPerPage={pagination.perPage}
          rowsPerPageOptions={pagination.options ?? [5, 10, 25, 50]}
          onPageChange={(_, page) => pagination.onPage(page)}
          onRowsPerPageChange={(e) => pagination.onPerPage(Number(e.target.value))}
          labelRowsPerPage={translate('showcaseTables.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => translate('showcaseTables.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => translate(`showcaseTables.pageButtons.${type}`)}
          showFirstButton
          showLastButton
        />
      )}
    </Box>
  );
}
