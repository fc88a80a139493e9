import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  Grid,
  InputAdornment,
  LinearProgress,
  MenuItem,
  Pagination,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import GridIcon from '@mui/icons-material/GridViewOutlined';
import ListIcon from '@mui/icons-material/ViewListOutlined';
import { isEllipsis } from '@/shared/paginationItem';
import { useT } from '@/i18n/useT';
import { PRODUCT_SORTS, type ProductSort, type ShopProduct } from '@/mock/types/e-commerce';
import { LoadError } from '@/shared/LoadError';
import { useDebounced } from '@/shared/useDebounced';
import { ProductCard, type ShopView } from './shop/ProductCard';
import { ShopFiltersPanel } from './shop/ShopFiltersPanel';
import { facetCounts, filterProducts, NO_FILTERS, pageOf, SHOP_PAGE_SIZE, type ShopFilters } from './shopMath';
import { useCatalogue, useServerPage } from './useShop';

/** The shop: search by name, sort, filters that narrow the products, grid or list, 9 per page. */
export default function ShopPage() {
  const translate = useT();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [sortBy, setSortBy] = useState<ProductSort>('featured');
  const [filters, setFilters] = useState<ShopFilters>(NO_FILTERS);
  const [view, setView] = useState<ShopView>('grid');
  const [page, setPage] = useState(1);
  const [listed, setListed] = useState({ q, sortBy, filters });
  if (listed.q !== q || listed.sortBy !== sortBy || listed.filters !== filters) {
    setListed({ q, sortBy, filters });
    setPage(1);
  }

  const { query: catalogue, complete } = useCatalogue(q, sortBy);
  // A catalogue larger than one answer cannot be filtered here: fall back to the server's own pages, unfiltered.
  const serverPage = useServerPage(q, sortBy, SHOP_PAGE_SIZE, page, Boolean(catalogue.data) && !complete);
  const everything = useMemo((): ShopProduct[] => catalogue.data?.products ?? [], [catalogue.data]);
  const matching = useMemo(
    () => (complete ? filterProducts(everything, filters) : []),
    [complete, everything, filters],
  );
  const brands = useMemo(() => facetCounts(everything, (product) => product.brand), [everything]);
  const categories = useMemo(() => facetCounts(everything, (product) => product.category), [everything]);
  const shown = complete ? pageOf(matching, page) : (serverPage.data?.products ?? []);
  const total = complete ? matching.length : (serverPage.data?.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4, lg: 3 }}>
        <ShopFiltersPanel
          value={filters}
          onChange={setFilters}
          brands={brands}
          categories={categories}
          available={complete || !catalogue.data}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8, lg: 9 }}>
        <Stack spacing={2}>
          <Card sx={{ p: 1.5 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              alignItems={{ sm: 'center' }}
              justifyContent="space-between"
            >
              <Typography fontWeight={600} role="status" data-testid="shop-results">
                {translate('shop.results', { smart_count: total })}
              </Typography>
              <Stack direction="row" spacing={1.5} alignItems="center">
                <TextField
                  select
                  size="small"
                  id="shop-sort"
                  label={translate('shop.sort.label')}
                  value={sortBy}
                  onChange={(event) => setSortBy(event.target.value as ProductSort)}
                  sx={{ minWidth: 170 }}
                >
                  {PRODUCT_SORTS.map((sort) => (
                    <MenuItem key={sort} value={sort}>
                      {translate(`shop.sort.${sort}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={view}
                  onChange={(_, next: ShopView | null) => next && setView(next)}
                  aria-label={translate('shop.view.label')}
                >
                  <ToggleButton value="grid" aria-label={translate('shop.view.grid')}>
                    <GridIcon fontSize="small" />
                  </ToggleButton>
                  <ToggleButton value="list" aria-label={translate('shop.view.list')}>
                    <ListIcon fontSize="small" />
                  </ToggleButton>
                </ToggleButtonGroup>
              </Stack>
            </Stack>
          </Card>
          <TextField
            fullWidth
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            type="search"
            placeholder={translate('shop.searchPlaceholder')}
            slotProps={{
              htmlInput: { 'aria-label': translate('shop.search') },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
          />
          {(catalogue.isFetching || serverPage.isFetching) && (
            <LinearProgress aria-label={translate('shop.common.loading')} />
          )}
          {catalogue.isError && <LoadError onRetry={() => void catalogue.refetch()} />}
          {catalogue.data && total === 0 && <Alert severity="info">{translate('shop.noResults')}</Alert>}
          <Grid container spacing={2} component="section" aria-label={translate('shop.products')}>
            {shown.map((product) => (
              <Grid key={product.id} size={view === 'grid' ? { xs: 12, sm: 6, lg: 4 } : 12}>
                <ProductCard product={product} view={view} />
              </Grid>
            ))}
          </Grid>
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Pagination
                count={pages}
                page={Math.min(page, pages)}
                onChange={(_, next) => setPage(next)}
                color="primary"
                shape="rounded"
                getItemAriaLabel={(type, number) =>
                  isEllipsis(type) ? '' : translate(`appUsers.list.pageAria.${type}`, { page: number ?? '' })
                }
              />
            </Box>
          )}
        </Stack>
      </Grid>
    </Grid>
  );
}
