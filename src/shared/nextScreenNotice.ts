import type { NotificationOptions, NotificationType } from 'ra-core';

export interface Notice {
  message: string;
  options?: NotificationOptions & { type?: NotificationType };
}

let pending: Notice[] = [];
let show: ((notice: Notice) => void) | undefined;

/**
 * A toast for the screen the app goes to next. The sign-in pages render without react-admin's shell, so a toast they
 * raise just before opening the admin ("Welcome, …") waits here until the admin's toast area shows it; when that area
 * is on the page already, it shows at once.
 */
export function noticeForNextScreen(notice: Notice) {
  if (show) show(notice);
  else pending.push(notice);
}

/** The admin's toast area: shows what waited, then every later notice; returns the clean-up. */
export function showNextScreenNotices(shower: (notice: Notice) => void): () => void {
  show = shower;
  const waiting = pending;
  pending = [];
  waiting.forEach(shower);
  return () => {
    if (show === shower) show = undefined;
  };
}
