import { Box, Typography } from '@mui/material';
import { useT } from '@/i18n/useT';
import { useLabels } from '../../labels';
import type { WidgetValueProps } from '../types';

/** Each row's fields, labelled; in a list, how many rows there are. */
export function RepeaterValue({ area, field, value, compact, NestedValue }: WidgetValueProps) {
  const translate = useT();
  const labels = useLabels(area);
  const rows = value as Array<Record<string, unknown>>;
  if (compact) return <>{translate('adminKit.items', { smart_count: rows.length })}</>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {rows.map((row, index) => (
        <Box component="li" key={index} sx={{ mb: 1 }}>
          {(field.item ?? []).map((inner) => (
            <Box key={inner.source} sx={{ display: 'flex', gap: 1 }}>
              <Typography component="span" variant="body2" color="text.secondary">
                {labels.field(inner.source)}:
              </Typography>
              <Typography component="span" variant="body2">
                <NestedValue area={area} field={inner} value={row[inner.source] ?? null} />
              </Typography>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
