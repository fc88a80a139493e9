import { Notification } from 'react-admin';

/** Seed section 9: toasts last 3000 ms. */
export const TOAST_TIMEOUT_MS = 3000;
export const AppNotification = () => <Notification autoHideDuration={TOAST_TIMEOUT_MS} />;
