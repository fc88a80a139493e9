import { Chip, Stack } from '@mui/material';
import type { WidgetValueProps } from '../types';

export function TagsValue({ value, compact }: WidgetValueProps) {
  const tags = (value as unknown[]).map(String);
  const shown = compact ? tags.slice(0, 3) : tags;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((tag) => (
        <Chip key={tag} size="small" label={tag} />
      ))}
      {shown.length < tags.length && <Chip size="small" variant="outlined" label={`+${tags.length - shown.length}`} />}
    </Stack>
  );
}
