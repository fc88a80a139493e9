import { Avatar, AvatarGroup, Button, Chip, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import type { AppDesignCard } from '@/mock/types/dashboards';
import { paletteColor } from '../shared/chartTheme';
import { WidgetCard } from '../shared/WidgetCard';
import { useFormat } from '@/i18n/format';
import { tinted, filled } from '@/theme/readable';

/** A project card: date, teams, members, due date, budget and cost, and a link to the project's tasks. */
export function AppDesignWidget({ data }: { data: AppDesignCard }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  return (
    <WidgetCard>
      <Chip size="small" label={format.dayMonth(data.date)} sx={{ mb: 1.5 }} />
      <Typography variant="h6" component="h2">
        {data.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {data.subtitle}
      </Typography>
      <Typography variant="overline" color="text.secondary" component="h3">
        {translate('dashboards.appDesign.team')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        {data.teams.map((team) => {
          const color = paletteColor(theme, team.color);
          return <Chip key={team.name} size="small" label={team.name} sx={tinted(theme, color)} />;
        })}
      </Stack>
      <Typography variant="overline" color="text.secondary" component="h3">
        {translate('dashboards.appDesign.members')}
      </Typography>
      <AvatarGroup
        sx={{ justifyContent: 'flex-end', mb: 2, '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 13 } }}
      >
        {data.members.map((member, index) => (
          <Avatar
            key={index}
            src={member.img || undefined}
            alt={member.initials}
            sx={filled(theme, paletteColor(theme, member.color))}
          >
            {member.initials}
          </Avatar>
        ))}
      </AvatarGroup>
      <Stack
        direction="row"
        justifyContent="space-between"
        sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, mb: 2 }}
      >
        {(
          [
            ['dueDate', format.date(data.planning.dueDate)],
            ['budget', format.currency(data.planning.budget, 2)],
            ['cost', format.currency(data.planning.cost, 2)],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <Typography variant="caption" color="text.secondary">
              {translate(`dashboards.appDesign.${key}`)}
            </Typography>
            <Typography variant="body2" fontWeight={600}>
              {value}
            </Typography>
          </div>
        ))}
      </Stack>
      <Button fullWidth variant="contained" component={Link} to="/apps/todo">
        {translate('dashboards.appDesign.openTasks')}
      </Button>
    </WidgetCard>
  );
}
