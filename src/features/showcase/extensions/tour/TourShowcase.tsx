import { useCallback, useMemo, useReducer, useState } from 'react';
import {
  Alert,
  Avatar,
  AvatarGroup,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import TourIcon from '@mui/icons-material/TourOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import { useLocaleState } from 'react-admin';
import { copyText } from '../../shared/clipboard';
import { DemoCard } from '../../shared/DemoCard';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { Tour, type TourStep } from './Tour';
import { TOUR_IDLE, tourReducer, type TourAction } from './tourState';

const BARS = [42, 68, 55, 80, 62, 90, 74];
const TASKS = [
  { key: 'design', value: 80 },
  { key: 'api', value: 55 },
  { key: 'docs', value: 30 },
] as const;

export default function TourShowcase() {
  const t = useScopedTranslate('showcaseExtensions.tour');
  const steps = useMemo<TourStep[]>(
    () => [
      {
        target: 'tour-start',
        title: t('steps.welcome.title'),
        text: t('steps.welcome.text'),
        placement: 'bottom-start',
      },
      { target: 'tour-stats', title: t('steps.stats.title'), text: t('steps.stats.text'), placement: 'bottom' },
      { target: 'tour-chart', title: t('steps.chart.title'), text: t('steps.chart.text'), placement: 'top' },
      { target: 'tour-tasks', title: t('steps.tasks.title'), text: t('steps.tasks.text'), placement: 'top' },
      { target: 'tour-invite', title: t('steps.invite.title'), text: t('steps.invite.text'), placement: 'top-end' },
    ],
    [t],
  );
  const [state, send] = useReducer(
    (current: typeof TOUR_IDLE, action: TourAction) => tourReducer(current, action, steps.length),
    TOUR_IDLE,
  );
  const next = useCallback(() => send('next'), []);
  const back = useCallback(() => send('back'), []);
  const skip = useCallback(() => send('skip'), []);
  const [locale] = useLocaleState();
  const [invite, setInvite] = useState<'copied' | 'failed' | null>(null);
  const copyInvite = () =>
    copyText(`${window.location.origin}/register`).then(
      () => setInvite('copied'),
      () => setInvite('failed'),
    );
  const stats = (['visitors', 'sales', 'orders'] as const).map((key, index) => ({
    key,
    value: [12480, 3210, 845][index],
  }));
  return (
    <Stack spacing={3}>
      <DemoCard
        title={t('intro.title')}
        subtitle={t('intro.subtitle')}
        code={
          '<Popper open anchorEl={document.getElementById(step.target)} placement={step.placement}>\n  <Paper role="dialog">… Back · Next · Skip …</Paper>\n</Popper>'
        }
      >
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <Button
            id="tour-start"
            variant="contained"
            startIcon={<TourIcon />}
            onClick={() => send('start')}
            disabled={state.active}
          >
            {t(state.outcome ? 'intro.restart' : 'intro.start')}
          </Button>
          {state.outcome && (
            <Alert severity={state.outcome === 'finished' ? 'success' : 'info'} role="status" sx={{ py: 0 }}>
              {state.outcome === 'finished'
                ? t('intro.finished')
                : t('intro.skipped', { step: (state.skippedAt ?? 0) + 1, total: steps.length })}
            </Alert>
          )}
        </Stack>
      </DemoCard>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12 }}>
          <Grid container spacing={2} id="tour-stats">
            {stats.map(({ key, value }) => (
              <Grid key={key} size={{ xs: 12, sm: 4 }}>
                <Card>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {t(`page.${key}`)}
                    </Typography>
                    <Typography variant="h4" component="p">
                      {value.toLocaleString(locale)}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card id="tour-chart" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h3" gutterBottom>
                {t('page.chart')}
              </Typography>
              <Stack
                direction="row"
                spacing={1.5}
                alignItems="flex-end"
                sx={{ height: 160 }}
                role="img"
                aria-label={t('page.chartLabel')}
              >
                {BARS.map((height, index) => (
                  <Box
                    key={index}
                    sx={{
                      flex: 1,
                      height: `${height}%`,
                      bgcolor: 'primary.main',
                      borderRadius: '4px 4px 0 0',
                      opacity: 0.5 + index * 0.07,
                    }}
                  />
                ))}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card id="tour-tasks" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h3" gutterBottom>
                {t('page.tasks')}
              </Typography>
              <Stack spacing={1.5}>
                {TASKS.map((task) => (
                  <Box key={task.key}>
                    <Stack direction="row" justifyContent="space-between">
                      <Typography variant="body2">{t(`page.task.${task.key}`)}</Typography>
                      <Typography variant="body2">{task.value}%</Typography>
                    </Stack>
                    <LinearProgress variant="determinate" value={task.value} aria-label={t(`page.task.${task.key}`)} />
                  </Box>
                ))}
              </Stack>
              <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mt: 2 }}>
                <AvatarGroup max={4}>
                  {['A', 'B', 'C', 'D', 'E'].map((letter) => (
                    <Avatar key={letter} sx={{ width: 32, height: 32 }}>
                      {letter}
                    </Avatar>
                  ))}
                </AvatarGroup>
                <Button
                  id="tour-invite"
                  size="small"
                  variant="outlined"
                  startIcon={<PersonAddIcon />}
                  onClick={copyInvite}
                >
                  {t('page.invite')}
                </Button>
              </Stack>
              {invite && (
                <Typography
                  variant="body2"
                  role="status"
                  color={invite === 'copied' ? 'success.text' : 'error.main'}
                  sx={{ mt: 1 }}
                >
                  {t(`page.${invite}`)}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {state.active && <Tour steps={steps} index={state.index} onNext={next} onBack={back} onSkip={skip} />}
    </Stack>
  );
}
