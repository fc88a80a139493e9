import { Stack, Typography } from '@mui/material';
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AuthorIcon from '@mui/icons-material/SettingsOutlined';
import EditorIcon from '@mui/icons-material/EditOutlined';
import MaintainerIcon from '@mui/icons-material/StorageOutlined';
import SubscriberIcon from '@mui/icons-material/PersonOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { useT } from '@/i18n/useT';
import type { ManagedUserRole, ManagedUserStatus } from '@/mock/types/users';
import { StatusChip as ToneChip } from '@/shared/StatusChip';

type Tone = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

const ROLE_LOOK: Record<ManagedUserRole, { icon: SvgIconComponent; tone: Tone }> = {
  admin: { icon: AdminIcon, tone: 'error' },
  author: { icon: AuthorIcon, tone: 'warning' },
  editor: { icon: EditorIcon, tone: 'info' },
  maintainer: { icon: MaintainerIcon, tone: 'success' },
  subscriber: { icon: SubscriberIcon, tone: 'primary' },
};

export function RoleLabel({ role }: { role: ManagedUserRole }) {
  const translate = useT();
  const { icon: Icon, tone } = ROLE_LOOK[role];
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Icon fontSize="small" color={tone} />
      <Typography variant="body2">{translate(`appUsers.roles.${role}`)}</Typography>
    </Stack>
  );
}

export function StatusChip({ status }: { status: ManagedUserStatus }) {
  const translate = useT();
  return <ToneChip status={status} label={translate(`appUsers.statuses.${status}`)} />;
}
