import { useState } from 'react';
import { Box, Card, CardContent, Chip, Divider, Grid, LinearProgress, Rating, Stack, Typography } from '@mui/material';
import ShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import StockIcon from '@mui/icons-material/Inventory2Outlined';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { isNotFound } from '@/data/apiError';
import type { ColorOption, ProductDetails } from '@/mock/types/e-commerce';
import { useMoney } from '@/features/apps/invoice/money';
import { LoadError } from '@/shared/LoadError';
import { NotFoundState } from '@/shared/NotFoundState';
import { fetchProduct, productKey } from './api';
import { ColorPicker } from './details/ColorPicker';
import { RelatedProducts } from './details/RelatedProducts';
import { CartActionButton, WishlistButton } from './shop/ProductActions';
import { productIdFromSlug } from './shopMath';
import { useCatalogue } from './useShop';

const RELATED_COUNT = 8;

function ProductSummary({ product }: { product: ProductDetails }) {
  const translate = useT();
  const money = useMoney();
  const [colour, setColour] = useState<ColorOption>(product.colorOptions[0] ?? 'primary');
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Box
          component="img"
          src={product.image}
          alt={product.name}
          sx={{ width: '100%', maxWidth: 360, aspectRatio: '1', objectFit: 'contain' }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h4" component="h1">
              {product.name}
            </Typography>
            <Typography color="text.secondary">{translate('shop.product.by', { brand: product.brand })}</Typography>
          </Box>
          <Stack direction="row" spacing={2} alignItems="center" divider={<Divider orientation="vertical" flexItem />}>
            <Typography variant="h5" component="p" color="primary.main" data-testid="product-price">
              {money(product.price)}
            </Typography>
            <Rating
              value={product.rating}
              readOnly
              aria-label={translate('shop.product.rating', { rating: product.rating })}
            />
          </Stack>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {product.stock > 0 ? (
              <Chip
                icon={<StockIcon />}
                color="success"
                variant="outlined"
                label={translate('shop.details.stockLeft', { smart_count: product.stock })}
              />
            ) : (
              <Chip color="error" variant="outlined" label={translate('shop.details.outOfStock')} />
            )}
            {product.hasFreeShipping && (
              <Chip
                icon={<ShippingIcon />}
                color="success"
                variant="outlined"
                label={translate('shop.product.freeShipping')}
              />
            )}
          </Stack>
          <Typography color="text.secondary">{product.description}</Typography>
          <Divider />
          {product.colorOptions.length > 0 && (
            <ColorPicker options={product.colorOptions} value={colour} onChange={setColour} />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <CartActionButton product={product} />
            <WishlistButton product={product} />
          </Stack>
        </Stack>
      </Grid>
    </Grid>
  );
}

/** A product's page, found by the id at the end of its slug; related products below it. */
export default function ProductDetailsPage() {
  const translate = useT();
  const { slug } = useParams();
  const id = productIdFromSlug(slug);
  const product = useQuery({
    queryKey: productKey(id ?? 0),
    queryFn: ({ signal }) => fetchProduct(id ?? 0, signal),
    enabled: id !== null,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
  const { query: catalogue } = useCatalogue('', 'featured');
  if (id === null || isNotFound(product.error)) {
    return (
      <NotFoundState
        title={translate('shop.details.notFoundTitle')}
        message={translate('shop.details.notFoundMessage', { slug: slug ?? '' })}
        backTo="/apps/e-commerce/shop"
        backLabel={translate('shop.details.backToShop')}
      />
    );
  }
  if (product.isError) return <LoadError onRetry={() => void product.refetch()} />;
  if (!product.data) return <LinearProgress aria-label={translate('shop.common.loading')} />;
  const current = product.data.product;
  const others = (catalogue.data?.products ?? []).filter((candidate) => candidate.id !== current.id);
  // Same brand first, then the rest in featured order.
  const related = [
    ...others.filter((p) => p.brand === current.brand),
    ...others.filter((p) => p.brand !== current.brand),
  ].slice(0, RELATED_COUNT);
  return (
    <Stack spacing={3}>
      <Card>
        <CardContent sx={{ p: { xs: 2, md: 4 } }}>
          <ProductSummary key={current.id} product={current} />
        </CardContent>
      </Card>
      <RelatedProducts products={related} />
    </Stack>
  );
}
