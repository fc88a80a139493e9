import { Fragment, useState } from 'react';
import { Alert, Box, Button, IconButton, TableCell, TableRow, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { useT } from '@/i18n/useT';
import { StatusChip, pick, useGoodTableColumns, useTableFormat } from './cells';
import { DataTable } from './DataTable';
import { useRowGroups } from './queries';

/** Rows grouped by status (GET /good-table/row-group): each group has a header with its count and salary total, and folds. */
export function GroupedTable() {
  const translate = useT();
  const format = useTableFormat();
  const columns = pick(useGoodTableColumns(), ['fullName', 'post', 'city', 'startDate', 'salary']);
  const { data: groups = [], isLoading, isError } = useRowGroups();
  const [closed, setClosed] = useState<Set<string>>(() => new Set());
  const toggle = (id: string) => {
    const next = new Set(closed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setClosed(next);
  };
  const body = groups.map((group) => {
    const open = !closed.has(group.id);
    const total = group.rows.reduce((sum, row) => sum + row.salary, 0);
    const label = translate(open ? 'showcaseTables.good.collapseGroup' : 'showcaseTables.good.expandGroup', {
      group: translate(`showcaseTables.statuses.${group.label}`),
    });
    return (
      <Fragment key={group.id}>
        {/* The page's background marks a group: the muted count and the status chip read on it in every skin. */}
        <TableRow sx={{ bgcolor: 'background.default' }}>
          <TableCell colSpan={columns.length - 1}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <IconButton size="small" onClick={() => toggle(group.id)} aria-expanded={open} aria-label={label}>
                {open ? (
                  <KeyboardArrowDownIcon />
                ) : (
                  <KeyboardArrowRightIcon
                    sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
                  />
                )}
              </IconButton>
              <StatusChip status={group.label} />
              <Typography variant="body2" color="text.secondary">
                {translate('showcaseTables.good.groupCount', { smart_count: group.rows.length })}
              </Typography>
            </Box>
          </TableCell>
          <TableCell align="right">
            <Typography variant="body2" fontWeight={700}>
              {format.salary(total)}
            </Typography>
          </TableCell>
        </TableRow>
        {open &&
          group.rows.map((row) => (
            <TableRow key={row.id} hover>
              {columns.map((column) => (
                <TableCell key={String(column.field)} align={column.align}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
      </Fragment>
    );
  });
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <Button size="small" onClick={() => setClosed(new Set())} disabled={closed.size === 0}>
          {translate('showcaseTables.good.expandAll')}
        </Button>
        <Button
          size="small"
          onClick={() => setClosed(new Set(groups.map((g) => g.id)))}
          disabled={closed.size === groups.length}
        >
          {translate('showcaseTables.good.collapseAll')}
        </Button>
      </Box>
      {isError && <Alert severity="error">{translate('showcaseTables.failed')}</Alert>}
      <DataTable
        label={translate('showcaseTables.good.rowGroup')}
        rows={[]}
        columns={columns}
        look={{ dense: true, maxHeight: 520, stickyHeader: true }}
        loading={isLoading}
        body={groups.length ? body : undefined}
      />
    </Box>
  );
}
