import { Typography } from '@mui/material';

/** What an empty value shows. */
export function Dash() {
  return (
    <Typography component="span" color="text.disabled">
      —
    </Typography>
  );
}
