import { Box, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useT } from '@/i18n/useT';
import type { ColorOption } from '@/mock/types/e-commerce';

const paletteKey = (color: ColorOption) => (color === 'danger' ? 'error' : color);

/** The product's colours as swatches; the chosen one is named beside the label. */
export function ColorPicker({
  options,
  value,
  onChange,
}: {
  options: ColorOption[];
  value: ColorOption;
  onChange: (color: ColorOption) => void;
}) {
  const translate = useT();
  const theme = useTheme();
  return (
    <Box>
      <Typography variant="subtitle2" id="product-colour-label" gutterBottom>
        {translate('shop.details.colour')}:{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {translate(`shop.details.colours.${value}`)}
        </Box>
      </Typography>
      <RadioGroup
        row
        value={value}
        onChange={(event) => onChange(event.target.value as ColorOption)}
        aria-labelledby="product-colour-label"
      >
        <Stack direction="row" spacing={1}>
          {options.map((color) => {
            const swatch = theme.palette[paletteKey(color)].main;
            return (
              <Radio
                key={color}
                value={color}
                slotProps={{ input: { 'aria-label': translate(`shop.details.colours.${color}`) } }}
                icon={<Box sx={{ width: 22, height: 22, borderRadius: '50%', bgcolor: swatch }} />}
                checkedIcon={
                  <Box
                    sx={{
                      width: 22,
                      height: 22,
                      borderRadius: '50%',
                      bgcolor: swatch,
                      outline: 2,
                      outlineColor: swatch,
                      outlineOffset: 3,
                    }}
                  />
                }
              />
            );
          })}
        </Stack>
      </RadioGroup>
    </Box>
  );
}
