import { Box, Typography } from '@mui/material';
import { readableFields } from '../fields/fieldsOf';
import { useLabels } from '../labels';
import { areaOf } from '../areas';
import { ChangeValue } from './ChangeValue';

export interface RecordedChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * Each changed field of one history entry by its label, its value before (struck through) and after, as the record
 * shows them. The arrow follows the reading direction.
 */
export function ChangeList({ area, changes }: { area: string; changes: readonly RecordedChange[] }) {
  const labels = useLabels(area);
  const fields = new Map(readableFields(areaOf(area)).map((field) => [field.source, field]));
  // Lines, not a nested list: an entry is one item of the history's list. The spaces keep the line readable as text.
  return (
    <Box>
      {changes.map(({ field, before, after }) => (
        <Typography
          key={field}
          data-change={field}
          component="div"
          variant="body2"
          dir="auto"
          sx={{ wordBreak: 'break-word' }}
        >
          {labels.field(field)}:{' '}
          <Box component="s" sx={{ color: 'text.secondary' }}>
            <ChangeValue area={area} field={fields.get(field)} text={before} />
          </Box>{' '}
          <Box
            component="span"
            aria-hidden
            sx={{ display: 'inline-block', '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
          >
            →
          </Box>{' '}
          <ChangeValue area={area} field={fields.get(field)} text={after} />
        </Typography>
      ))}
    </Box>
  );
}
