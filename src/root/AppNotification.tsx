import { useEffect } from 'react';
import { Box } from '@mui/material';
import { Notification, useNotify } from 'react-admin';
import { showNextScreenNotices } from '@/shared/nextScreenNotice';

/** Seed section 9: toasts last 3000 ms. */
export const TOAST_TIMEOUT_MS = 3000;

/**
 * Toasts appear inside a polite live region that is always on the page, so screen readers read them without
 * interrupting (a region inserted together with its text is often not read at all). MUI's own role="alert" would be
 * assertive and read twice, so the toast itself has no role. Toasts raised by the sign-in pages for this screen show
 * first.
 */
export function AppNotification() {
  const notify = useNotify();
  useEffect(() => showNextScreenNotices(({ message, options }) => notify(message, options)), [notify]);
  return (
    <Box aria-live="polite" data-testid="toast-region">
      <Notification autoHideDuration={TOAST_TIMEOUT_MS} slotProps={{ content: { role: 'none' } }} />
    </Box>
  );
}
