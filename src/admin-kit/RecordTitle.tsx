import { Typography } from '@mui/material';
import { useRecordContext, useResourceContext } from 'react-admin';
import { areaOf } from './areas';
import { FieldValue } from './fields/FieldValue';
import { readableField } from './fields/fieldsOf';
import { areaValue } from './widgets/areaWidgets';

/**
 * The record's name (its declared representation) as the heading of its edit or detail page; shown by the area's own
 * display for that field when it has one (an activity entry is named by its area's label, not its key).
 */
export function RecordTitle() {
  const record = useRecordContext();
  const area = useResourceContext()!;
  const { representation } = areaOf(area);
  const value = record?.[representation];
  const own = areaValue(area, representation) || areaOf(area).shownName;
  return (
    <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
      {value === undefined || value === null ? (
        ''
      ) : own ? (
        <FieldValue area={area} field={readableField(areaOf(area), representation)} compact />
      ) : (
        String(value)
      )}
    </Typography>
  );
}
