import { useState } from 'react';
import {
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Pagination,
  Stack,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { pageSlice } from './paging';
import { usePaginationLabels } from './usePaginationLabels';

const ORDERS = Array.from({ length: 47 }, (_, index) => ({ id: 1001 + index, amount: ((index * 37) % 250) + 20 }));
const COLORS = ['primary', 'secondary', 'standard'] as const;

function PagedOrders() {
  const t = useScopedTranslate('showcaseComponents.pagination.list');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(5);
  const slice = pageSlice(ORDERS, page, perPage);
  const itemLabel = usePaginationLabels();
  return (
    <Stack spacing={2}>
      <List
        dense
        aria-label={t('label')}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
        data-testid="paged-orders"
      >
        {slice.rows.map((order, index) => (
          <ListItem key={order.id} divider={index < slice.rows.length - 1}>
            <ListItemText primary={t('order', { id: order.id })} secondary={t('amount', { amount: order.amount })} />
          </ListItem>
        ))}
      </List>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'center' }}
        justifyContent="space-between"
      >
        <Typography variant="body2" aria-live="polite">
          {t('range', { from: slice.from, to: slice.to, total: ORDERS.length })}
        </Typography>
        <TextField
          select
          size="small"
          label={t('perPage')}
          value={perPage}
          sx={{ minWidth: 120 }}
          onChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(1);
          }}
        >
          {[5, 10, 20].map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Pagination
        getItemAriaLabel={itemLabel}
        count={slice.pageCount}
        page={slice.page}
        onChange={(_, next) => setPage(next)}
        color="primary"
        showFirstButton
        showLastButton
        aria-label={t('nav')}
      />
    </Stack>
  );
}

export default function PaginationShowcase() {
  const t = useScopedTranslate('showcaseComponents.pagination');
  const colors = useScopedTranslate('showcaseShared.colors');
  const sizes = useScopedTranslate('showcaseShared.sizes');
  const itemLabel = usePaginationLabels();
  const [tablePage, setTablePage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(10);
  return (
    <DemoGrid>
      <DemoCard
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        code={
          'const [page, setPage] = useState(1);\nconst rows = items.slice((page - 1) * perPage, page * perPage);\n<Pagination getItemAriaLabel={itemLabel} count={Math.ceil(items.length / perPage)} page={page} onChange={(_, p) => setPage(p)} />'
        }
      >
        <PagedOrders />
      </DemoCard>
      <DemoCard
        title={t('styles.title')}
        subtitle={t('styles.subtitle')}
        code={
          '<Pagination getItemAriaLabel={itemLabel} count={10} variant="outlined" shape="rounded" color="secondary" />'
        }
      >
        <Stack spacing={2}>
          {COLORS.map((color) => (
            <Stack key={color} spacing={1}>
              <Typography variant="caption" color="text.secondary">
                {color === 'standard' ? t('styles.standard') : colors(color)}
              </Typography>
              <Pagination getItemAriaLabel={itemLabel} count={10} color={color} aria-label={t('styles.title')} />
              <Pagination
                getItemAriaLabel={itemLabel}
                count={10}
                color={color}
                variant="outlined"
                shape="rounded"
                aria-label={t('styles.title')}
              />
            </Stack>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('sizes.title')}
        subtitle={t('sizes.subtitle')}
        code={'<Pagination getItemAriaLabel={itemLabel} size="small" count={10} />'}
      >
        <Stack spacing={2}>
          {(['small', 'medium', 'large'] as const).map((size) => (
            <Stack key={size} spacing={0.5}>
              <Typography variant="caption" color="text.secondary">
                {sizes(size)}
              </Typography>
              <Pagination getItemAriaLabel={itemLabel} count={10} size={size} aria-label={sizes(size)} />
            </Stack>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('ranges.title')}
        subtitle={t('ranges.subtitle')}
        code={
          '<Pagination getItemAriaLabel={itemLabel} count={20} defaultPage={10} siblingCount={0} boundaryCount={2} />'
        }
      >
        <Stack spacing={2}>
          <Pagination
            getItemAriaLabel={itemLabel}
            count={20}
            defaultPage={10}
            siblingCount={0}
            aria-label={t('ranges.title')}
          />
          <Pagination getItemAriaLabel={itemLabel} count={20} defaultPage={10} aria-label={t('ranges.title')} />
          <Pagination
            getItemAriaLabel={itemLabel}
            count={20}
            defaultPage={10}
            siblingCount={0}
            boundaryCount={2}
            aria-label={t('ranges.title')}
          />
          <Pagination
            getItemAriaLabel={itemLabel}
            count={20}
            defaultPage={10}
            hidePrevButton
            hideNextButton
            aria-label={t('ranges.title')}
          />
          <Pagination getItemAriaLabel={itemLabel} count={5} disabled aria-label={t('ranges.disabled')} />
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('table.title')}
        subtitle={t('table.subtitle')}
        code={
          '<TablePagination component="div" count={n} page={page} rowsPerPage={rows} onPageChange={…} onRowsPerPageChange={…} />'
        }
      >
        <TablePagination
          component="div"
          count={ORDERS.length}
          page={tablePage}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[5, 10, 25]}
          onPageChange={(_, next) => setTablePage(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setTablePage(0);
          }}
          labelRowsPerPage={t('table.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('list.range', { from, to, total: count })}
          getItemAriaLabel={(type) => t(`aria.${type}`)}
        />
      </DemoCard>
    </DemoGrid>
  );
}
