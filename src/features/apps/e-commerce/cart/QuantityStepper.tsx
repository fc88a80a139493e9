import { IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useT } from '@/i18n/useT';

/** The cart allows 1 to 10 of one product. */
export const MIN_QTY = 1;
export const MAX_QTY = 10;

interface Props {
  value: number;
  name: string;
  disabled?: boolean;
  onChange: (qty: number) => void;
}

/** − quantity + for one cart line. */
export function QuantityStepper({ value, name, disabled, onChange }: Props) {
  const translate = useT();
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={0.5}
      role="group"
      aria-label={translate('shop.cart.quantityOf', { name })}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}
    >
      <IconButton
        size="small"
        aria-label={translate('shop.cart.less', { name })}
        disabled={disabled || value <= MIN_QTY}
        onClick={() => onChange(value - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        sx={{ minWidth: 20, textAlign: 'center' }}
        data-testid="line-qty"
      >
        {value}
      </Typography>
      <IconButton
        size="small"
        aria-label={translate('shop.cart.more', { name })}
        disabled={disabled || value >= MAX_QTY}
        onClick={() => onChange(value + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
