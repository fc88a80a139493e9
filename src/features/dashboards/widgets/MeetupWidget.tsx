import { Avatar, AvatarGroup, Box, Card, CardContent, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import EventIcon from '@mui/icons-material/EventOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import type { Meetup } from '@/mock/types/dashboards';
import { useFormat } from '@/i18n/format';

/** An upcoming event: its date, time, place and who is coming. */
export function MeetupWidget({ data }: { data: Meetup }) {
  const format = useFormat();
  const timeRange = `${format.date(data.start)} · ${format.time(data.start)} – ${format.time(data.end)}`;
  return (
    <Card sx={{ height: '100%' }}>
      <Box
        sx={{
          height: 110,
          background: (theme) =>
            `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.55)}, ${alpha(theme.palette.info.main, 0.35)})`,
        }}
      />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <Box sx={{ textAlign: 'center', paddingInlineEnd: 2, borderInlineEnd: 1, borderColor: 'divider' }}>
            <Typography variant="caption" color="text.secondary" display="block">
              {format.month(data.start).toUpperCase()}
            </Typography>
            <Typography variant="h5" component="p" fontWeight={700}>
              {format.day(data.start)}
            </Typography>
          </Box>
          <div>
            <Typography variant="h6" component="h2">
              {data.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {data.subtitle}
            </Typography>
          </div>
        </Stack>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} alignItems="center">
            <EventIcon color="primary" />
            <Typography variant="body2">{timeRange}</Typography>
          </Stack>
          <Stack direction="row" spacing={1.5} alignItems="center">
            <PlaceIcon color="primary" />
            <div>
              <Typography variant="body2">{data.location}</Typography>
              <Typography variant="caption" color="text.secondary">
                {data.address}
              </Typography>
            </div>
          </Stack>
          <AvatarGroup max={6} sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { width: 32, height: 32 } }}>
            {data.avatars.map((person) => (
              <Tooltip key={person.fullName} title={person.fullName}>
                <Avatar src={person.avatar} alt={person.fullName} />
              </Tooltip>
            ))}
          </AvatarGroup>
        </Stack>
      </CardContent>
    </Card>
  );
}
