import { Alert, Box, Button, Card, CardContent, Grid, LinearProgress, Rating, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import CartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { useMoney } from '@/features/apps/invoice/money';
import { LoadError } from '@/shared/LoadError';
import { useShopActions, useWishlist } from './useShop';

/** The wishlist: each product can be removed or moved to the cart. */
export default function WishlistPage() {
  const translate = useT();
  const money = useMoney();
  const wishlist = useWishlist();
  const { toggleWishlist, moveToCart } = useShopActions();
  const products = wishlist.data?.products ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography role="status" fontWeight={600}>
          {translate('shop.wishlist.count', { smart_count: products.length })}
        </Typography>
      </Stack>
      {wishlist.isFetching && <LinearProgress aria-label={translate('shop.common.loading')} />}
      {wishlist.isError && <LoadError onRetry={() => void wishlist.refetch()} />}
      {wishlist.data && products.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button component={Link} to="/apps/e-commerce/shop" color="inherit" size="small">
              {translate('shop.wishlist.browse')}
            </Button>
          }
        >
          {translate('shop.wishlist.empty')}
        </Alert>
      )}
      <Grid container spacing={2}>
        {products.map((product) => (
          <Grid key={product.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card
              component="article"
              aria-labelledby={`wish-${product.id}`}
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <Box
                component={Link}
                to={`/apps/e-commerce/${product.slug}`}
                tabIndex={-1}
                sx={{ display: 'flex', justifyContent: 'center', p: 2, bgcolor: 'action.hover' }}
              >
                <Box
                  component="img"
                  src={product.image}
                  alt={product.name}
                  sx={{ width: 160, aspectRatio: '1', objectFit: 'contain' }}
                />
              </Box>
              <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Stack direction="row" justifyContent="space-between" alignItems="center">
                  <Rating
                    value={product.rating}
                    readOnly
                    size="small"
                    aria-label={translate('shop.product.rating', { rating: product.rating })}
                  />
                  <Typography variant="h6" component="p">
                    {money(product.price)}
                  </Typography>
                </Stack>
                <Typography id={`wish-${product.id}`} variant="subtitle1" component="h3" fontWeight={600}>
                  {product.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                  {product.description}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button
                    fullWidth
                    size="small"
                    variant="outlined"
                    color="secondary"
                    startIcon={<CloseIcon />}
                    disabled={toggleWishlist.isPending}
                    onClick={() => toggleWishlist.mutate(product)}
                    aria-label={translate('shop.wishlist.removeNamed', { name: product.name })}
                  >
                    {translate('shop.wishlist.remove')}
                  </Button>
                  <Button
                    fullWidth
                    size="small"
                    variant="contained"
                    startIcon={<CartIcon />}
                    disabled={moveToCart.isPending}
                    onClick={() => moveToCart.mutate(product)}
                    aria-label={translate('shop.wishlist.moveNamed', { name: product.name })}
                  >
                    {translate('shop.wishlist.move')}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
