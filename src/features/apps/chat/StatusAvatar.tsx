import { Avatar, Badge } from '@mui/material';
import { useT } from '@/i18n/useT';
import type { ChatStatus } from '@/mock/types/chat';
import { STATUS_COLORS } from './chatLogic';

/** An avatar with a dot for the person's status. */
export function StatusAvatar({
  src,
  name,
  status,
  size = 38,
}: {
  src: string;
  name: string;
  status: ChatStatus;
  size?: number;
}) {
  const translate = useT();
  const color = STATUS_COLORS[status];
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      aria-label={translate('chatApp.statusOf', { name, status: translate(`chatApp.status.${status}`) })}
      sx={{
        '& .MuiBadge-badge': {
          width: 10,
          height: 10,
          borderRadius: '50%',
          border: 2,
          borderColor: 'background.paper',
          bgcolor: color === 'default' ? 'grey.500' : `${color}.main`,
        },
      }}
    >
      <Avatar src={src} alt="" sx={{ width: size, height: size }}>
        {name[0]}
      </Avatar>
    </Badge>
  );
}
