import { Typography } from '@mui/material';
import { useRecordContext, useResourceContext } from 'react-admin';
import { areaOf } from './areas';

/** The record's name (its declared representation) as the heading of its edit or detail page. */
export function RecordTitle() {
  const record = useRecordContext();
  const area = useResourceContext()!;
  const value = record?.[areaOf(area).representation];
  return (
    <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
      {value === undefined || value === null ? '' : String(value)}
    </Typography>
  );
}
