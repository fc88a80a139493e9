import type { ReactNode } from 'react';
import { Avatar, AvatarGroup, Box, Stack, Tooltip, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import type { AnalyticsTimeline } from '@/mock/types/dashboards';
import { WidgetCard } from '../shared/WidgetCard';

/** The latest activity: paid invoices, a client meeting, a new project, a kick-off. */
export function TimelineWidget({ data }: { data: AnalyticsTimeline }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  const { step1, step2, step3, step4 } = data;
  const steps: Array<{ color: string; title: string; subtitle: string; time: string; extra?: ReactNode }> = [
    {
      color: theme.palette.primary.main,
      time: step1.time,
      title: translate('dashboards.timeline.invoicesPaid.title', { smart_count: step1.count }),
      subtitle: translate('dashboards.timeline.invoicesPaid.subtitle'),
      extra: (
        <Stack direction="row" spacing={1} alignItems="center">
          <Box component="img" src={step1.img} alt="" sx={{ width: 22 }} />
          <Typography variant="body2">{step1.fileName}</Typography>
        </Stack>
      ),
    },
    {
      color: theme.palette.warning.main,
      time: step2.time,
      title: translate('dashboards.timeline.clientMeeting.title'),
      subtitle: translate('dashboards.timeline.clientMeeting.subtitle', {
        name: step2.person,
        time: format.time(step2.meetingAt),
      }),
      extra: (
        <Stack direction="row" spacing={1} alignItems="center">
          <Avatar src={step2.avatar} alt="" sx={{ width: 32, height: 32 }} />
          <Box>
            <Typography variant="body2" fontWeight={600}>
              {translate('dashboards.timeline.clientMeeting.person', { name: step2.person })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('dashboards.timeline.clientMeeting.occupation', { company: step2.company })}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      color: theme.palette.info.main,
      time: step3.time,
      title: translate('dashboards.timeline.newProject.title'),
      subtitle: translate('dashboards.timeline.newProject.subtitle'),
      extra: (
        <AvatarGroup max={6} sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { width: 28, height: 28 } }}>
          {step3.avatars.map((member) => (
            <Tooltip key={member.name} title={member.name}>
              <Avatar src={member.userImg} alt={member.name} />
            </Tooltip>
          ))}
        </AvatarGroup>
      ),
    },
    {
      color: theme.palette.success.main,
      time: step4.time,
      title: translate('dashboards.timeline.kickOff.title'),
      subtitle: translate('dashboards.timeline.kickOff.subtitle'),
    },
  ];
  return (
    <WidgetCard title={translate('dashboards.timeline.title')}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {steps.map((step, index) => (
          <Box
            component="li"
            key={index}
            sx={{
              position: 'relative',
              paddingInlineStart: 3,
              pb: index < steps.length - 1 ? 2.5 : 0,
              borderInlineStart: index < steps.length - 1 ? 1 : 0,
              borderColor: 'divider',
              marginInlineStart: 0.75,
            }}
          >
            <Box
              sx={{
                position: 'absolute',
                insetInlineStart: -7,
                top: 2,
                width: 13,
                height: 13,
                borderRadius: '50%',
                bgcolor: step.color,
                boxShadow: `0 0 0 4px ${theme.palette.background.paper}`,
              }}
            />
            <Stack direction="row" justifyContent="space-between" spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {step.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {format.relative(step.time)}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: step.extra ? 1 : 0 }}>
              {step.subtitle}
            </Typography>
            {step.extra}
          </Box>
        ))}
      </Box>
    </WidgetCard>
  );
}
