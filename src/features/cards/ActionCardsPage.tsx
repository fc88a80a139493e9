import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Collapse,
  Grid,
  IconButton,
  LinearProgress,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import CloseIcon from '@mui/icons-material/Close';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { useT } from '@/i18n/useT';
import { useStatisticCard } from '@/features/dashboards/api';
import { useFormat } from '@/i18n/format';
import { WhenLoaded } from '@/features/dashboards/shared/WidgetCard';
import { StatisticAreaCard } from '@/features/dashboards/widgets/StatisticAreaCard';

type CardKey = 'collapse' | 'refresh' | 'close' | 'all';
const CARDS: CardKey[] = ['collapse', 'refresh', 'close', 'all'];

interface ActionCardProps {
  id: CardKey;
  collapsible?: boolean;
  onRefresh?: () => void;
  refreshing?: boolean;
  onClose?: () => void;
  children: ReactNode;
}

/** A card whose header buttons fold its body, reload its data or remove it. */
function ActionCard({ id, collapsible, onRefresh, refreshing, onClose, children }: ActionCardProps) {
  const translate = useT();
  const [open, setOpen] = useState(true);
  const title = translate(`cards.action.${id}.title`);
  return (
    <Card sx={{ height: '100%' }} component="section" aria-label={title}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Stack direction="row">
            {collapsible && (
              <Tooltip title={translate(open ? 'cards.action.fold' : 'cards.action.unfold')}>
                <IconButton
                  aria-expanded={open}
                  aria-label={translate(open ? 'cards.action.fold' : 'cards.action.unfold')}
                  onClick={() => setOpen(!open)}
                >
                  {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
              </Tooltip>
            )}
            {onRefresh && (
              <Tooltip title={translate('cards.action.reload')}>
                <span>
                  <IconButton aria-label={translate('cards.action.reload')} onClick={onRefresh} disabled={refreshing}>
                    <RefreshIcon />
                  </IconButton>
                </span>
              </Tooltip>
            )}
            {onClose && (
              <Tooltip title={translate('cards.action.remove')}>
                <IconButton aria-label={translate('cards.action.remove')} onClick={onClose}>
                  <CloseIcon />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        }
      />
      {refreshing && <LinearProgress aria-label={translate('dashboards.common.loading')} />}
      <Collapse in={open}>
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`cards.action.${id}.body`)}
          </Typography>
          {children}
        </CardContent>
      </Collapse>
    </Card>
  );
}

/** Cards with working header actions: fold, reload (fetches the card's data again) and remove (undo with "show all"). */
export default function ActionCardsPage() {
  const translate = useT();
  const format = useFormat();
  const subscribers = useStatisticCard('subscribers');
  const [removed, setRemoved] = useState<CardKey[]>([]);
  const remove = (key: CardKey) => setRemoved((keys) => [...keys, key]);
  const reload = () => void subscribers.refetch();
  const updated = subscribers.dataUpdatedAt ? format.time(subscribers.dataUpdatedAt) : '';
  const stat = (
    <WhenLoaded query={subscribers} height={160}>
      {(data) => (
        <StatisticAreaCard
          icon={PeopleIcon}
          color="primary"
          value={format.compact(data.analyticsData.subscribers)}
          label="dashboards.statistics.subscribersGained"
          series={data.series}
        />
      )}
    </WhenLoaded>
  );
  const props: Record<CardKey, Omit<ActionCardProps, 'id' | 'children'>> = {
    collapse: { collapsible: true },
    refresh: { onRefresh: reload, refreshing: subscribers.isFetching },
    close: { onClose: () => remove('close') },
    all: { collapsible: true, onRefresh: reload, refreshing: subscribers.isFetching, onClose: () => remove('all') },
  };
  return (
    <Stack spacing={3}>
      {removed.length > 0 && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setRemoved([])}>
              {translate('cards.action.showAll')}
            </Button>
          }
        >
          {translate('cards.action.removedCount', { smart_count: removed.length })}
        </Alert>
      )}
      <Grid container spacing={3}>
        {CARDS.filter((key) => !removed.includes(key)).map((key) => (
          <Grid key={key} size={{ xs: 12, md: 6 }}>
            <ActionCard id={key} {...props[key]}>
              {stat}
              {(key === 'refresh' || key === 'all') && updated && (
                <Typography variant="caption" color="text.secondary" display="block" sx={{ mt: 1 }}>
                  {translate('cards.action.updatedAt', { time: updated })}
                </Typography>
              )}
            </ActionCard>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
