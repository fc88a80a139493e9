import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useT } from '@/i18n/useT';
import { PAGE_SIZES, type PageSize } from './pageRange';

/** "Show [10] entries". */
/** `label` names the select for screen readers ("Users per page"). */
export function PageSizeSelect({
  value,
  onChange,
  label,
}: {
  value: PageSize;
  onChange: (size: PageSize) => void;
  label: string;
}) {
  const translate = useT();
  return (
    <Stack direction="row" alignItems="center" spacing={1}>
      <Typography variant="body2" component="span">
        {translate('appUsers.list.show')}
      </Typography>
      <TextField
        select
        size="small"
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as PageSize)}
        slotProps={{ htmlInput: { 'aria-label': label } }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" component="span">
        {translate('appUsers.list.entries')}
      </Typography>
    </Stack>
  );
}
