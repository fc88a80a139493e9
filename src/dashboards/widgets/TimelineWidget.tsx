import type { ReactNode } from 'react';
import { Avatar, AvatarGroup, Box, Stack, Tooltip, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { AnalyticsTimeline } from '@/mock/types/dashboard';
import { WidgetCard } from '../shared/WidgetCard';
import { useFormat } from '../shared/format';

const relative = (iso: string, locale: string) => {
  const minutes = Math.round((new Date(iso).getTime() - Date.now()) / 60000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return rtf.format(minutes, 'minute');
  if (Math.abs(minutes) < 60 * 24) return rtf.format(Math.round(minutes / 60), 'hour');
  return rtf.format(Math.round(minutes / (60 * 24)), 'day');
};

/** The latest activity: paid invoices, a client meeting, a new project, a kick-off. */
export function TimelineWidget({ data }: { data: AnalyticsTimeline }) {
  const translate = useTranslate();
  const theme = useTheme();
  const { locale } = useFormat();
  const steps: Array<{ color: string; title: string; subtitle: string; time: string; extra?: ReactNode }> = [
    {
      color: theme.palette.primary.main, ...data.step1,
      extra: <Stack direction="row" spacing={1} alignItems="center"><Box component="img" src={data.step1.img} alt="" sx={{ width: 22 }} /><Typography variant="body2">{data.step1.fileName}</Typography></Stack>,
    },
    {
      color: theme.palette.warning.main, ...data.step2,
      extra: (
        <Stack direction="row" spacing={1} alignItems="center">
          <Avatar src={data.step2.avatar} alt="" sx={{ width: 32, height: 32 }} />
          <Box><Typography variant="body2" fontWeight={600}>{data.step2.avatarName}</Typography><Typography variant="caption" color="text.secondary">{data.step2.occupation}</Typography></Box>
        </Stack>
      ),
    },
    {
      color: theme.palette.info.main, ...data.step3,
      extra: (
        <AvatarGroup max={6} sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { width: 28, height: 28 } }}>
          {data.step3.avatars.map((member) => <Tooltip key={member.name} title={member.name}><Avatar src={member.userImg} alt={member.name} /></Tooltip>)}
        </AvatarGroup>
      ),
    },
    { color: theme.palette.success.main, ...data.step4 },
  ];
  return (
    <WidgetCard title={translate('dashboards.timeline.title')}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {steps.map((step, index) => (
          <Box component="li" key={index} sx={{ position: 'relative', paddingInlineStart: 3, pb: index < steps.length - 1 ? 2.5 : 0,
            borderInlineStart: index < steps.length - 1 ? 1 : 0, borderColor: 'divider', marginInlineStart: 0.75 }}>
            <Box sx={{ position: 'absolute', insetInlineStart: -7, top: 2, width: 13, height: 13, borderRadius: '50%', bgcolor: step.color, boxShadow: `0 0 0 4px ${theme.palette.background.paper}` }} />
            <Stack direction="row" justifyContent="space-between" spacing={1}>
              <Typography variant="subtitle2" component="h3">{step.title}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>{relative(step.time, locale)}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: step.extra ? 1 : 0 }}>{step.subtitle}</Typography>
            {step.extra}
          </Box>
        ))}
      </Box>
    </WidgetCard>
  );
}
