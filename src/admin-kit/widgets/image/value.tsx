import { Avatar } from '@mui/material';
import { Dash } from '../../fields/Dash';
import { areaOf } from '../../areas';
import type { WidgetValueProps } from '../types';
import { initialsOf } from '@/shared/initials';

/** The picture; in a list, without one, the record's initials (as avatars usually fall back to). */
export function ImageValue({ area, value, record, compact }: WidgetValueProps) {
  if (value === null || value === undefined || value === '') {
    if (!compact) return <Dash />;
    const name = String(record?.[areaOf(area).representation] ?? '');
    return (
      <Avatar
        variant="rounded"
        aria-hidden
        sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {initialsOf(name)}
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
