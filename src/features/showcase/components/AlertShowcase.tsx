import { useEffect, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Button,
  Collapse,
  FormControlLabel,
  LinearProgress,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunchOutlined';
import { useT } from '@/i18n/useT';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;
const COUNTDOWN_SECONDS = 10;

function DismissibleAlerts() {
  const t = useScopedTranslate('showcaseComponents.alert.dismissible');
  const closeText = useT()('showcaseShared.close');
  const [open, setOpen] = useState({ first: true, second: true });
  const allClosed = !open.first && !open.second;
  return (
    <Stack spacing={1.5}>
      <Collapse in={open.first}>
        <Alert severity="info" closeText={closeText} onClose={() => setOpen((o) => ({ ...o, first: false }))}>
          {t('first')}
        </Alert>
      </Collapse>
      <Collapse in={open.second}>
        <Alert
          severity="warning"
          variant="outlined"
          closeText={closeText}
          onClose={() => setOpen((o) => ({ ...o, second: false }))}
        >
          {t('second')}
        </Alert>
      </Collapse>
      {allClosed && <Typography color="text.secondary">{t('allClosed')}</Typography>}
      <div>
        <Button
          variant="outlined"
          disabled={open.first && open.second}
          onClick={() => setOpen({ first: true, second: true })}
        >
          {t('restore')}
        </Button>
      </div>
    </Stack>
  );
}

function CountdownAlert() {
  const t = useScopedTranslate('showcaseComponents.alert.countdown');
  const closeText = useT()('showcaseShared.close');
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return (
    <Stack spacing={1.5}>
      <div>
        <Button variant="contained" onClick={() => setLeft(COUNTDOWN_SECONDS)}>
          {t('start', { seconds: COUNTDOWN_SECONDS })}
        </Button>
      </div>
      <Collapse in={left > 0}>
        <Alert severity="warning" closeText={closeText} onClose={() => setLeft(0)}>
          {t('message', { smart_count: left })}
          <LinearProgress
            variant="determinate"
            color="warning"
            value={(left / COUNTDOWN_SECONDS) * 100}
            sx={{ mt: 1 }}
          />
        </Alert>
      </Collapse>
    </Stack>
  );
}

function ActionAlerts() {
  const t = useScopedTranslate('showcaseComponents.alert.actions');
  const [archived, setArchived] = useState(true);
  return (
    <Stack spacing={1.5}>
      <Alert
        severity={archived ? 'info' : 'success'}
        action={
          archived ? (
            <Button color="inherit" size="small" onClick={() => setArchived(false)}>
              {t('undo')}
            </Button>
          ) : undefined
        }
      >
        {archived ? t('archived') : t('restored')}
      </Alert>
      <Alert icon={<RocketLaunchIcon fontSize="inherit" />} severity="success">
        {t('customIcon')}
      </Alert>
      <Alert icon={false} severity="error" variant="outlined">
        {t('noIcon')}
      </Alert>
    </Stack>
  );
}

export default function AlertShowcase() {
  const t = useScopedTranslate('showcaseComponents.alert');
  const shared = useScopedTranslate('showcaseShared.severities');
  const [visible, setVisible] = useState(true);
  return (
    <DemoGrid>
      <DemoCard
        title={t('severities.title')}
        subtitle={t('severities.subtitle')}
        code={
          '<Alert severity="success">\n  <AlertTitle>Success</AlertTitle>\n  Your changes have been saved.\n</Alert>'
        }
      >
        <Stack spacing={1.5}>
          {SEVERITIES.map((severity) => (
            <Alert key={severity} severity={severity}>
              <AlertTitle>{shared(severity)}</AlertTitle>
              {t(`severities.${severity}`)}
            </Alert>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('variants.title')}
        subtitle={t('variants.subtitle')}
        code={
          '<Alert variant="outlined" severity="info">…</Alert>\n<Alert variant="filled" severity="success">…</Alert>'
        }
      >
        <Stack spacing={1.5}>
          {(['standard', 'outlined', 'filled'] as const).map((variant) => (
            <Stack key={variant} spacing={1}>
              {(['success', 'error'] as const).map((severity) => (
                <Alert key={severity} variant={variant} severity={severity}>
                  {t(`variants.${variant}`)}
                </Alert>
              ))}
            </Stack>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('dismissible.title')}
        subtitle={t('dismissible.subtitle')}
        code={'<Collapse in={open}>\n  <Alert onClose={() => setOpen(false)}>…</Alert>\n</Collapse>'}
      >
        <DismissibleAlerts />
      </DemoCard>
      <DemoCard title={t('countdown.title')} subtitle={t('countdown.subtitle')}>
        <CountdownAlert />
      </DemoCard>
      <DemoCard
        title={t('actions.title')}
        subtitle={t('actions.subtitle')}
        code={
          '<Alert action={<Button color="inherit" size="small">Undo</Button>}>…</Alert>\n<Alert icon={false}>…</Alert>'
        }
      >
        <ActionAlerts />
      </DemoCard>
      <DemoCard title={t('visibility.title')} subtitle={t('visibility.subtitle')}>
        <FormControlLabel
          control={<Switch checked={visible} onChange={(_, checked) => setVisible(checked)} />}
          label={t('visibility.toggle')}
        />
        <Collapse in={visible}>
          <Alert severity="success" sx={{ mt: 1 }}>
            {t('visibility.message')}
          </Alert>
        </Collapse>
      </DemoCard>
    </DemoGrid>
  );
}
