import { useState } from 'react';
import { Avatar, AvatarGroup, Badge, Button, ButtonBase, Stack, Tooltip, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import FolderIcon from '@mui/icons-material/Folder';
import PageviewIcon from '@mui/icons-material/Pageview';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { sampleArt } from '../shared/sampleArt';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
const SIZES = [24, 32, 40, 56, 72];
const TEAM = [
  'Ana Silva',
  'Ben Kraus',
  'Chloé Martin',
  'Dara Okoye',
  'Emil Berg',
  'Fatima Noor',
  'Gus Lima',
  'Hana Ito',
];
const STATUSES = ['online', 'away', 'busy', 'offline'] as const;
const STATUS_COLOR = { online: 'success', away: 'warning', busy: 'error', offline: 'secondary' } as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

function TeamGroup() {
  const t = useScopedTranslate('showcaseComponents.avatar.group');
  const [count, setCount] = useState(6);
  return (
    <Stack spacing={2} alignItems="flex-start">
      <AvatarGroup max={4} total={count} slotProps={{ surplus: { 'aria-label': t('more') } }}>
        {TEAM.slice(0, count).map((name, index) => (
          <Tooltip key={name} title={name}>
            <Avatar
              alt={name}
              sx={{
                bgcolor: `${COLORS[index % COLORS.length]}.main`,
                color: `${COLORS[index % COLORS.length]}.contrastText`,
              }}
            >
              {initials(name)}
            </Avatar>
          </Tooltip>
        ))}
      </AvatarGroup>
      <Typography variant="body2" aria-live="polite">
        {t('members', { smart_count: count })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" disabled={count >= TEAM.length} onClick={() => setCount(count + 1)}>
          {t('add')}
        </Button>
        <Button size="small" variant="outlined" color="error" disabled={count <= 1} onClick={() => setCount(count - 1)}>
          {t('remove')}
        </Button>
      </Stack>
    </Stack>
  );
}

function StatusAvatars() {
  const t = useScopedTranslate('showcaseComponents.avatar.status');
  const [statuses, setStatuses] = useState<Array<(typeof STATUSES)[number]>>(['online', 'away', 'busy', 'offline']);
  const cycle = (index: number) =>
    setStatuses((list) =>
      list.map((s, i) => (i === index ? STATUSES[(STATUSES.indexOf(s) + 1) % STATUSES.length] : s)),
    );
  return (
    <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
      {statuses.map((status, index) => (
        <Stack key={TEAM[index]} alignItems="center" spacing={0.5}>
          <ButtonBase
            onClick={() => cycle(index)}
            sx={{ borderRadius: '50%' }}
            aria-label={t('change', { name: TEAM[index], status: t(status) })}
          >
            <Badge
              overlap="circular"
              variant="dot"
              color={STATUS_COLOR[status]}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              sx={{
                '& .MuiBadge-dot': {
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: 'background.paper',
                },
              }}
            >
              <Avatar src={sampleArt(index, 80, 80)} alt={TEAM[index]} sx={{ width: 48, height: 48 }} />
            </Badge>
          </ButtonBase>
          <Typography variant="caption">{t(status)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export default function AvatarShowcase() {
  const t = useScopedTranslate('showcaseComponents.avatar');
  return (
    <DemoGrid>
      <DemoCard
        title={t('sizes.title')}
        subtitle={t('sizes.subtitle')}
        code={'<Avatar sx={{ width: 56, height: 56 }}>AS</Avatar>'}
      >
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          {SIZES.map((size) => (
            <Avatar
              key={size}
              sx={{
                width: size,
                height: size,
                fontSize: size / 2.5,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              AS
            </Avatar>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('variants.title')}
        subtitle={t('variants.subtitle')}
        code={'<Avatar variant="rounded" sx={{ bgcolor: \'success.main\' }}>…</Avatar>'}
      >
        <Stack spacing={2}>
          {(['circular', 'rounded', 'square'] as const).map((variant) => (
            <Stack key={variant} direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography variant="body2" sx={{ width: 90 }}>
                {t(`variants.${variant}`)}
              </Typography>
              {COLORS.map((color) => (
                <Avatar key={color} variant={variant} sx={{ bgcolor: `${color}.main`, color: `${color}.contrastText` }}>
                  {initials(TEAM[COLORS.indexOf(color)])}
                </Avatar>
              ))}
            </Stack>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title={t('content.title')} subtitle={t('content.subtitle')}>
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <Avatar alt={TEAM[0]} src={sampleArt(0, 80, 80)} />
          <Avatar alt={TEAM[1]} src={sampleArt(2, 80, 80)} />
          <Avatar sx={{ bgcolor: 'info.main', color: 'info.contrastText' }}>{initials(TEAM[2])}</Avatar>
          <Avatar>
            <PersonIcon />
          </Avatar>
          <Avatar sx={{ bgcolor: 'warning.main', color: 'warning.contrastText' }}>
            <FolderIcon />
          </Avatar>
          <Avatar sx={{ bgcolor: 'error.main', color: 'error.contrastText' }}>
            <PageviewIcon />
          </Avatar>
          <Avatar variant="rounded" sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}>
            <AssignmentIcon />
          </Avatar>
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('group.title')}
        subtitle={t('group.subtitle')}
        code={'<AvatarGroup max={4} total={count}>…</AvatarGroup>'}
      >
        <TeamGroup />
      </DemoCard>
      <DemoCard title={t('status.title')} subtitle={t('status.subtitle')}>
        <StatusAvatars />
      </DemoCard>
    </DemoGrid>
  );
}
