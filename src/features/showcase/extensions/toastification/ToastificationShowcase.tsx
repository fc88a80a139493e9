import { useCallback, useRef, useState } from 'react';
import {
  Button,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  IconButton,
  MenuItem,
  Slider,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { ToastStack } from './ToastStack';
import {
  addToast,
  removeToast,
  TOAST_POSITIONS,
  TOAST_TYPES,
  type Toast,
  type ToastPosition,
  type ToastType,
} from './toasts';

type NewToast = Omit<Toast, 'id' | 'position' | 'timeout' | 'closeButton' | 'progress' | 'pauseOnHover'> &
  Partial<Toast>;
const CONTACTS = ['ana', 'ben', 'chloe'] as const;

export default function ToastificationShowcase() {
  const t = useScopedTranslate('showcaseExtensions.toastification');
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const [position, setPosition] = useState<ToastPosition>('top-end');
  const [seconds, setSeconds] = useState(5);
  const [forever, setForever] = useState(false);
  const [progress, setProgress] = useState(true);
  const [pauseOnHover, setPauseOnHover] = useState(true);
  const [closeButton, setCloseButton] = useState(true);
  const [contacts, setContacts] = useState<Array<(typeof CONTACTS)[number]>>([...CONTACTS]);
  const [log, setLog] = useState<string | null>(null);

  const show = useCallback(
    (toast: NewToast) => {
      const id = nextId.current++;
      setToasts((list) =>
        addToast(list, {
          position,
          timeout: forever ? null : seconds * 1000,
          closeButton,
          progress,
          pauseOnHover,
          ...toast,
          id,
        }),
      );
    },
    [position, seconds, forever, closeButton, progress, pauseOnHover],
  );
  const close = useCallback((id: number) => setToasts((list) => removeToast(list, id)), []);

  const remove = (key: (typeof CONTACTS)[number]) => {
    const index = contacts.indexOf(key);
    setContacts(contacts.filter((c) => c !== key));
    show({
      type: 'warning',
      title: t('actions.removedTitle'),
      message: t('actions.removed', { name: t(`actions.people.${key}`) }),
      action: {
        label: t('actions.undo'),
        run: () =>
          setContacts((list) => {
            const next = [...list];
            next.splice(index, 0, key);
            return next;
          }),
      },
    });
  };

  const typed = (type: ToastType) =>
    show({ type, title: t(`types.${type}.title`), message: t(`types.${type}.message`) });

  return (
    <>
      <ToastStack toasts={toasts} onClose={close} />
      <DemoGrid>
        <DemoCard
          title={t('types.title')}
          subtitle={t('types.subtitle')}
          code={"show({ type: 'success', title: 'Saved', message: 'Your changes are safe.' });"}
        >
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {TOAST_TYPES.map((type) => (
              <Button
                key={type}
                variant="outlined"
                color={type === 'default' ? 'primary' : type}
                onClick={() => typed(type)}
              >
                {t(`types.${type}.button`)}
              </Button>
            ))}
          </Stack>
        </DemoCard>
        <DemoCard title={t('options.title')} subtitle={t('options.subtitle')}>
          <Stack spacing={2}>
            <TextField
              select
              size="small"
              label={t('options.position')}
              value={position}
              onChange={(event) => setPosition(event.target.value as ToastPosition)}
            >
              {TOAST_POSITIONS.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`positions.${p}`)}
                </MenuItem>
              ))}
            </TextField>
            <div>
              <Typography id="toast-timeout" variant="body2">
                {forever ? t('options.never') : t('options.timeout', { smart_count: seconds })}
              </Typography>
              <Slider
                aria-labelledby="toast-timeout"
                value={seconds}
                min={1}
                max={10}
                step={1}
                marks
                disabled={forever}
                onChange={(_, v) => setSeconds(v as number)}
              />
            </div>
            <Stack direction="row" flexWrap="wrap" useFlexGap>
              <FormControlLabel
                control={<Switch checked={forever} onChange={(_, v) => setForever(v)} />}
                label={t('options.forever')}
              />
              <FormControlLabel
                control={<Switch checked={progress} onChange={(_, v) => setProgress(v)} />}
                label={t('options.progress')}
              />
              <FormControlLabel
                control={<Switch checked={pauseOnHover} onChange={(_, v) => setPauseOnHover(v)} />}
                label={t('options.pause')}
              />
              <FormControlLabel
                control={<Switch checked={closeButton} onChange={(_, v) => setCloseButton(v)} />}
                label={t('options.close')}
              />
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                onClick={() =>
                  show({
                    type: 'info',
                    title: t('options.sampleTitle'),
                    message: t('options.sample', { position: t(`positions.${position}`) }),
                  })
                }
              >
                {t('options.show')}
              </Button>
              <Button color="error" disabled={!toasts.length} onClick={() => setToasts([])}>
                {t('options.clear', { smart_count: toasts.length })}
              </Button>
            </Stack>
          </Stack>
        </DemoCard>
        <DemoCard
          title={t('actions.title')}
          subtitle={t('actions.subtitle')}
          code={"show({ type: 'warning', message: 'Removed', action: { label: 'Undo', run: restore } });"}
        >
          <List dense sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} aria-label={t('actions.label')}>
            {contacts.map((key) => (
              <ListItem
                key={key}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('actions.remove', { name: t(`actions.people.${key}`) })}
                    onClick={() => remove(key)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={t(`actions.people.${key}`)} />
              </ListItem>
            ))}
            {!contacts.length && (
              <ListItem>
                <ListItemText primary={t('actions.empty')} />
              </ListItem>
            )}
          </List>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button
              size="small"
              disabled={contacts.length === CONTACTS.length}
              onClick={() => setContacts([...CONTACTS])}
            >
              {t('actions.restore')}
            </Button>
            <Button
              size="small"
              onClick={() =>
                show({
                  type: 'success',
                  title: t('actions.reportTitle'),
                  message: t('actions.report'),
                  action: { label: t('actions.view'), run: () => setLog(t('actions.viewed')) },
                })
              }
            >
              {t('actions.export')}
            </Button>
          </Stack>
          {log && (
            <Typography variant="body2" sx={{ mt: 1 }} role="status">
              {log}
            </Typography>
          )}
        </DemoCard>
      </DemoGrid>
    </>
  );
}
