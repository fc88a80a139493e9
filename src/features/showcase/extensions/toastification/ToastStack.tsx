import { useEffect, useRef, useState } from 'react';
import { Box, Button, IconButton, LinearProgress, Paper, Slide, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import WarningIcon from '@mui/icons-material/WarningAmber';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import { useT } from '@/i18n/useT';
import { TOAST_POSITIONS, toastsAt, type Toast, type ToastPosition, type ToastType } from './toasts';

const ICONS: Record<ToastType, typeof InfoIcon> = {
  default: NotificationsIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};
const COLOR = { default: 'primary', success: 'success', info: 'info', warning: 'warning', error: 'error' } as const;

function ToastCard({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const translate = useT();
  const [left, setLeft] = useState(toast.timeout ?? 0);
  const [paused, setPaused] = useState(false);
  // Time left survives a pause, so the countdown resumes where it stopped.
  const remaining = useRef(toast.timeout ?? 0);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (toast.timeout === null || paused) return undefined;
    const started = Date.now();
    const from = remaining.current;
    const timer = window.setInterval(() => {
      remaining.current = Math.max(0, from - (Date.now() - started));
      setLeft(remaining.current);
      if (remaining.current === 0) {
        window.clearInterval(timer);
        close.current();
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [paused, toast.timeout]);
  const Icon = ICONS[toast.type];
  const color = COLOR[toast.type];
  return (
    <Paper
      elevation={6}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      onMouseEnter={() => toast.pauseOnHover && setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        width: 340,
        maxWidth: 'calc(100vw - 32px)',
        borderInlineStart: `4px solid ${theme.palette[color].main}`,
      })}
    >
      <Stack direction="row" spacing={1.5} sx={{ p: 1.5, pb: toast.progress && toast.timeout ? 2 : 1.5 }}>
        <Box
          sx={(theme) => ({
            color: `${color}.main`,
            bgcolor: alpha(theme.palette[color].main, 0.12),
            borderRadius: '50%',
            p: 0.75,
            display: 'flex',
            alignSelf: 'flex-start',
          })}
        >
          <Icon fontSize="small" />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {toast.title && <Typography variant="subtitle2">{toast.title}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {toast.message}
          </Typography>
          {toast.action && (
            <Button
              size="small"
              sx={{ mt: 0.5, px: 0.5, minWidth: 0 }}
              onClick={() => {
                toast.action?.run();
                onClose();
              }}
            >
              {toast.action.label}
            </Button>
          )}
        </Box>
        {toast.closeButton && (
          <IconButton
            size="small"
            aria-label={translate('showcaseExtensions.toastification.close')}
            onClick={onClose}
            sx={{ alignSelf: 'flex-start' }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {toast.progress && toast.timeout !== null && (
        <LinearProgress
          variant="determinate"
          value={(left / toast.timeout) * 100}
          color={color}
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            height: 3,
            '& .MuiLinearProgress-bar': { transition: 'none' },
          }}
        />
      )}
    </Paper>
  );
}

const placement = (position: ToastPosition) => {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'start' | 'center' | 'end'];
  return {
    [vertical]: 16,
    ...(horizontal === 'start'
      ? { insetInlineStart: 16 }
      : horizontal === 'end'
        ? { insetInlineEnd: 16 }
        : { insetInline: 0, alignItems: 'center' }),
    flexDirection: vertical === 'top' ? 'column' : 'column-reverse',
  } as const;
};

/** Every toast, stacked in its corner of the screen; newest nearest the edge. */
export function ToastStack({ toasts, onClose }: { toasts: Toast[]; onClose: (id: number) => void }) {
  return (
    <>
      {TOAST_POSITIONS.map((position) => {
        const list = toastsAt(toasts, position);
        if (!list.length) return null;
        return (
          <Box
            key={position}
            data-toast-position={position}
            aria-live="polite"
            sx={{
              position: 'fixed',
              zIndex: (theme) => theme.zIndex.snackbar,
              display: 'flex',
              gap: 1,
              pointerEvents: 'none',
              '& > *': { pointerEvents: 'auto' },
              ...placement(position),
            }}
          >
            {list.map((toast) => (
              <Slide key={toast.id} in direction={position.startsWith('top') ? 'down' : 'up'} appear>
                <div>
                  <ToastCard toast={toast} onClose={() => onClose(toast.id)} />
                </div>
              </Slide>
            ))}
          </Box>
        );
      })}
    </>
  );
}
