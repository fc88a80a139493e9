import { Avatar } from '@mui/material';
import { Dash } from '../../fields/Dash';
import { areaOf } from '../../areas';
import type { WidgetValueProps } from '../types';

/** The picture; in a list, without one, the record's initials (as avatars usually fall back to). */
export function ImageValue({ area, value, record, compact }: WidgetValueProps) {
  if (value === null || value === undefined || value === '') {
    if (!compact) return <Dash />;
    const name = String(record?.[areaOf(area).representation] ?? '');
    const initials = name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0].toUpperCase())
      .join('');
    return (
      <Avatar variant="rounded" sx={{ width: 36, height: 36, fontSize: 14 }}>
        {initials}
      </Avatar>
    );
  }
  return (
    <Avatar
      src={String(value)}
      alt=""
      variant="rounded"
      sx={compact ? { width: 36, height: 36 } : { width: 96, height: 96 }}
    />
  );
}
