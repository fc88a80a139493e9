import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Divider,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Rating,
  Stack,
  Typography,
} from '@mui/material';
import { useT } from '@/i18n/useT';
import { activeFilterCount, PRICE_RANGES, RATING_STEPS, type PriceRange, type ShopFilters } from '../shopMath';

interface Props {
  value: ShopFilters;
  onChange: (filters: ShopFilters) => void;
  brands: Array<{ value: string; count: number }>;
  categories: Array<{ value: string; count: number }>;
  /** False when the catalogue is too large to filter in the browser. */
  available: boolean;
}

const toggle = (list: string[], item: string) =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

/** Price range, category, brand and rating filters; each change narrows the products at once. */
export function ShopFiltersPanel({ value, onChange, brands, categories, available }: Props) {
  const translate = useT();
  const section = (label: string, children: ReactNode) => (
    <FormControl component="fieldset" disabled={!available} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      {children}
    </FormControl>
  );
  return (
    <Card component="aside" aria-label={translate('shop.filters.title')}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('shop.filters.title')}
          </Typography>
          <Button
            size="small"
            onClick={() => onChange({ priceRange: 'all', brands: [], categories: [], minRating: 0 })}
            disabled={activeFilterCount(value) === 0}
          >
            {translate('shop.filters.clear')}
          </Button>
        </Stack>
        {!available && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('shop.filters.unavailable')}
          </Alert>
        )}
        <Stack spacing={2} divider={<Divider flexItem />}>
          {section(
            translate('shop.filters.price'),
            <RadioGroup
              value={value.priceRange}
              onChange={(event) => onChange({ ...value, priceRange: event.target.value as PriceRange })}
            >
              {PRICE_RANGES.map((range) => (
                <FormControlLabel
                  key={range}
                  value={range}
                  control={<Radio size="small" />}
                  label={translate(`shop.filters.prices.${range}`)}
                />
              ))}
            </RadioGroup>,
          )}
          {categories.length > 0 &&
            section(
              translate('shop.filters.category'),
              <FormGroup>
                {categories.map(({ value: category, count }) => (
                  <FormControlLabel
                    key={category}
                    label={`${category} (${count})`}
                    control={
                      <Checkbox
                        size="small"
                        checked={value.categories.includes(category)}
                        onChange={() => onChange({ ...value, categories: toggle(value.categories, category) })}
                      />
                    }
                  />
                ))}
              </FormGroup>,
            )}
          {section(
            translate('shop.filters.brand'),
            <FormGroup>
              {brands.map(({ value: brand, count }) => (
                <FormControlLabel
                  key={brand}
                  label={
                    <Box component="span">
                      {brand}{' '}
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        ({count})
                      </Box>
                    </Box>
                  }
                  control={
                    <Checkbox
                      size="small"
                      checked={value.brands.includes(brand)}
                      onChange={() => onChange({ ...value, brands: toggle(value.brands, brand) })}
                    />
                  }
                />
              ))}
            </FormGroup>,
          )}
          {section(
            translate('shop.filters.rating'),
            <RadioGroup
              value={String(value.minRating)}
              onChange={(event) => onChange({ ...value, minRating: Number(event.target.value) })}
            >
              <FormControlLabel
                value="0"
                control={<Radio size="small" />}
                label={translate('shop.filters.anyRating')}
              />
              {RATING_STEPS.map((stars) => (
                <FormControlLabel
                  key={stars}
                  value={String(stars)}
                  control={<Radio size="small" />}
                  label={
                    <Stack direction="row" alignItems="center" spacing={0.5} component="span">
                      <Rating value={stars} readOnly size="small" aria-hidden />
                      <span>{translate('shop.filters.andUp', { stars })}</span>
                    </Stack>
                  }
                />
              ))}
            </RadioGroup>,
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
