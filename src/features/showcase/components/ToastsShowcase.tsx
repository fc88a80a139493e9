import { useState, type SyntheticEvent } from 'react';
import {
  Alert,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Snackbar,
  Stack,
  TextField,
  Typography,
  type SnackbarCloseReason,
} from '@mui/material';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import { useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const TYPES = ['info', 'success', 'warning', 'error'] as const;
const MESSAGES = ['invoice', 'meeting', 'report'] as const;

function NotifyButtons() {
  const t = useScopedTranslate('showcaseComponents.toasts.notify');
  const severities = useScopedTranslate('showcaseShared.severities');
  const notify = useNotify();
  const [name, setName] = useState('');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {TYPES.map((type) => (
          <Button
            key={type}
            variant="outlined"
            color={type}
            onClick={() => notify(`showcaseComponents.toasts.notify.messages.${type}`, { type })}
          >
            {severities(type)}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField size="small" label={t('name')} value={name} onChange={(event) => setName(event.target.value)} />
        <Button
          variant="contained"
          onClick={() =>
            notify('showcaseComponents.toasts.notify.greeting', {
              type: 'success',
              messageArgs: { name: name.trim() || t('stranger') },
            })
          }
        >
          {t('greet')}
        </Button>
      </Stack>
    </Stack>
  );
}

function UndoSnackbar() {
  const t = useScopedTranslate('showcaseComponents.toasts.undo');
  const [items, setItems] = useState<Array<(typeof MESSAGES)[number]>>([...MESSAGES]);
  const [archived, setArchived] = useState<{ key: (typeof MESSAGES)[number]; index: number } | null>(null);
  const archive = (key: (typeof MESSAGES)[number]) => {
    setArchived({ key, index: items.indexOf(key) });
    setItems(items.filter((x) => x !== key));
  };
  const undo = () => {
    if (!archived) return;
    const next = [...items];
    next.splice(archived.index, 0, archived.key);
    setItems(next);
    setArchived(null);
  };
  const close = (_: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setArchived(null);
  };
  return (
    <>
      <List dense sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} aria-label={t('label')}>
        {items.map((key) => (
          <ListItem
            key={key}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('archive', { subject: t(`items.${key}`) })}
                onClick={() => archive(key)}
              >
                <ArchiveIcon />
              </IconButton>
            }
          >
            <ListItemText primary={t(`items.${key}`)} />
          </ListItem>
        ))}
        {!items.length && (
          <ListItem>
            <ListItemText primary={t('empty')} />
          </ListItem>
        )}
      </List>
      <Button
        sx={{ mt: 1 }}
        disabled={items.length === MESSAGES.length}
        onClick={() => {
          setItems([...MESSAGES]);
          setArchived(null);
        }}
      >
        {t('restore')}
      </Button>
      <Snackbar
        open={archived !== null}
        autoHideDuration={5000}
        onClose={close}
        message={archived ? t('archived', { subject: t(`items.${archived.key}`) }) : ''}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        action={
          <Button color="secondary" size="small" onClick={undo} sx={{ color: 'primary.light' }}>
            {t('undoButton')}
          </Button>
        }
      />
    </>
  );
}

function PersistentToast() {
  const t = useScopedTranslate('showcaseComponents.toasts.persistent');
  const translate = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Stack spacing={1} alignItems="flex-start">
        <Button variant="contained" color="warning" onClick={() => setOpen(true)}>
          {t('show')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('hint')}
        </Typography>
      </Stack>
      <Snackbar open={open} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert
          severity="warning"
          variant="filled"
          onClose={() => setOpen(false)}
          closeText={translate('showcaseShared.close')}
          sx={{ width: '100%' }}
        >
          {t('message')}
        </Alert>
      </Snackbar>
    </>
  );
}

export default function ToastsShowcase() {
  const t = useScopedTranslate('showcaseComponents.toasts');
  return (
    <DemoGrid>
      <DemoCard
        title={t('notify.title')}
        subtitle={t('notify.subtitle')}
        code={
          "const notify = useNotify();\nnotify('feature.saved', { type: 'success' });\nnotify('feature.hello', { type: 'info', messageArgs: { name } });"
        }
      >
        <NotifyButtons />
      </DemoCard>
      <DemoCard
        title={t('undo.title')}
        subtitle={t('undo.subtitle')}
        code={
          '<Snackbar open={open} autoHideDuration={5000} message="…" action={<Button onClick={undo}>Undo</Button>} />'
        }
      >
        <UndoSnackbar />
      </DemoCard>
      <DemoCard
        title={t('persistent.title')}
        subtitle={t('persistent.subtitle')}
        code={
          '<Snackbar open={open}>\n  <Alert severity="warning" onClose={() => setOpen(false)}>…</Alert>\n</Snackbar>'
        }
      >
        <PersistentToast />
      </DemoCard>
    </DemoGrid>
  );
}
