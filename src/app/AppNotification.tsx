import { Box } from '@mui/material';
import { Notification } from 'react-admin';

/** Seed section 9: toasts last 3000 ms. */
export const TOAST_TIMEOUT_MS = 3000;

/**
 * Toasts appear inside a polite live region that is always on the page, so screen readers read them without
 * interrupting (a region inserted together with its text is often not read at all). MUI's own role="alert" would be
 * assertive and read twice, so the toast itself has no role.
 */
export const AppNotification = () => (
  <Box aria-live="polite" data-testid="toast-region">
    <Notification autoHideDuration={TOAST_TIMEOUT_MS} slotProps={{ content: { role: 'none' } }} />
  </Box>
);
