import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  LinearProgress,
  TextField,
  Typography,
  type ButtonProps,
} from '@mui/material';
import { alpha, keyframes } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import QuestionMarkIcon from '@mui/icons-material/QuestionMark';
import { useT } from '@/i18n/useT';

export type SweetIcon = 'success' | 'error' | 'warning' | 'info' | 'question';

export interface SweetOptions {
  title: string;
  text?: string;
  icon?: SweetIcon;
  confirmText?: string;
  cancelText?: string;
  showCancel?: boolean;
  confirmColor?: ButtonProps['color'];
  /** Ask for a value; `validate` returns a message to show at the field, or null when the value is fine. */
  input?: { label: string; validate?: (value: string) => string | null };
  /** Runs after a valid confirm, with a spinner on the button; returns a message to show at the field, or null. */
  preConfirm?: (value: string) => Promise<string | null>;
  /** Closes by itself after this many milliseconds, with a bar showing the time left. */
  timerMs?: number;
}

export type SweetDismiss = 'cancel' | 'backdrop' | 'esc' | 'timer';
export interface SweetResult {
  isConfirmed: boolean;
  value?: string;
  dismiss?: SweetDismiss;
}

interface Pending {
  options: SweetOptions;
  resolve: (result: SweetResult) => void;
}

const pop = keyframes`0% { transform: scale(.5); opacity: 0; } 60% { transform: scale(1.1); opacity: 1; } 100% { transform: scale(1); }`;
const ICONS: Record<
  SweetIcon,
  { color: 'success' | 'error' | 'warning' | 'info' | 'secondary'; Icon: typeof CheckIcon }
> = {
  success: { color: 'success', Icon: CheckIcon },
  error: { color: 'error', Icon: CloseIcon },
  warning: { color: 'warning', Icon: PriorityHighIcon },
  info: { color: 'info', Icon: InfoIcon },
  question: { color: 'secondary', Icon: QuestionMarkIcon },
};

function SweetIconBadge({ icon }: { icon: SweetIcon }) {
  const { color, Icon } = ICONS[icon];
  return (
    <Box
      data-sweet-icon={icon}
      sx={(theme) => ({
        width: 80,
        height: 80,
        mx: 'auto',
        mb: 2,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: `4px solid ${alpha(theme.palette[color].main, 0.35)}`,
        color: `${color}.main`,
        animation: `${pop} .4s ease-out`,
      })}
    >
      <Icon sx={{ fontSize: 44 }} />
    </Box>
  );
}

function TimerBar({ ms, onDone }: { ms: number; onDone: () => void }) {
  const [left, setLeft] = useState(ms);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, ms - (Date.now() - started));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        done.current();
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [ms]);
  return (
    <LinearProgress
      variant="determinate"
      value={(left / ms) * 100}
      sx={{ position: 'absolute', insetInline: 0, bottom: 0 }}
    />
  );
}

/**
 * SweetAlert-style dialogs on MUI: `fire(options)` opens one and resolves with what the user did (confirmed with an
 * optional value, or dismissed and how). Render the returned element once in the screen.
 */
export function useSweetAlert(): [ReactNode, (options: SweetOptions) => Promise<SweetResult>] {
  const translate = useT();
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fire = useCallback(
    (options: SweetOptions) =>
      new Promise<SweetResult>((resolve) => {
        setPending({ options, resolve });
        setValue('');
        setError(null);
        setBusy(false);
        setOpen(true);
      }),
    [],
  );

  const finish = useCallback(
    (result: SweetResult) => {
      if (!pending || !open) return;
      setOpen(false);
      pending.resolve(result);
    },
    [pending, open],
  );

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending || busy) return;
    const { input, preConfirm } = pending.options;
    const problem = input?.validate?.(value) ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    if (preConfirm) {
      setBusy(true);
      const asyncProblem = await preConfirm(value);
      setBusy(false);
      if (asyncProblem) {
        setError(asyncProblem);
        return;
      }
    }
    finish({ isConfirmed: true, value: input ? value.trim() : undefined });
  };

  const options = pending?.options;
  const element = (
    <Dialog
      open={open}
      maxWidth="xs"
      fullWidth
      aria-labelledby="sweet-title"
      aria-describedby={options?.text ? 'sweet-text' : undefined}
      onClose={(_, reason) =>
        !busy && finish({ isConfirmed: false, dismiss: reason === 'escapeKeyDown' ? 'esc' : 'backdrop' })
      }
    >
      {options && (
        <Box component="form" onSubmit={confirm} noValidate sx={{ position: 'relative', textAlign: 'center', pt: 4 }}>
          <DialogContent sx={{ pb: 1 }}>
            {options.icon && <SweetIconBadge icon={options.icon} />}
            <Typography id="sweet-title" variant="h5" component="h2" gutterBottom>
              {options.title}
            </Typography>
            {options.text && (
              <Typography id="sweet-text" color="text.secondary">
                {options.text}
              </Typography>
            )}
            {options.input && (
              <TextField
                autoFocus
                fullWidth
                size="small"
                sx={{ mt: 2 }}
                label={options.input.label}
                value={value}
                error={Boolean(error)}
                helperText={error ?? ' '}
                disabled={busy}
                onChange={(event) => {
                  setValue(event.target.value);
                  setError(null);
                }}
              />
            )}
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
            <Button
              type="submit"
              variant="contained"
              color={options.confirmColor ?? 'primary'}
              disabled={busy}
              autoFocus={!options.input}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {options.confirmText ?? translate('showcaseExtensions.sweetAlert.ok')}
            </Button>
            {options.showCancel && (
              <Button
                variant="outlined"
                color="error"
                disabled={busy}
                onClick={() => finish({ isConfirmed: false, dismiss: 'cancel' })}
              >
                {options.cancelText ?? translate('showcaseExtensions.sweetAlert.cancel')}
              </Button>
            )}
          </DialogActions>
          {options.timerMs && open && (
            <TimerBar ms={options.timerMs} onDone={() => finish({ isConfirmed: false, dismiss: 'timer' })} />
          )}
        </Box>
      )}
    </Dialog>
  );
  return [element, fire];
}
