import { Avatar, type SxProps, type Theme } from '@mui/material';
import type { ManagedUser } from '@/mock/types/users';

import { initialsOf } from '@/shared/initials';

/** The user's picture, or their initials on a tinted square when they have none. */
export function UserAvatar({
  user,
  size = 34,
  sx,
}: {
  user: Pick<ManagedUser, 'fullName' | 'avatar'>;
  size?: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Avatar
      src={user.avatar || undefined}
      alt={user.fullName}
      variant="rounded"
      sx={[
        { width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main', color: 'primary.contrastText' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initialsOf(user.fullName)}
    </Avatar>
  );
}
