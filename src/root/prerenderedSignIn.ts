import { getUser, isSignedIn, REMEMBERED_EMAIL, sessionEndReason } from '@/auth/session';
import { storedLocale } from '@/i18n/storedLocale';
import { getSettings } from '@/layout/settings';

/** The sign-in pages whose HTML is rendered when the app is built (scripts/prerender-plugin.ts). */
export const PRERENDERED_PATHS = ['/login', '/forgot-password'] as const;

/**
 * Everything stored in this browser that a sign-in page's first render depends on. The build renders the pages with
 * empty storage and writes this signature on #root (`data-rendered-with`); the browser hydrates that HTML only when
 * its own signature is the same, so its first render matches the markup (another language, skin, layout, a signed-in
 * visitor about to be redirected, a remembered e-mail or a session-end notice render on the client instead).
 */
export function firstRenderSignature(): string {
  const { skin, layoutType, rtl } = getSettings();
  return [
    storedLocale(),
    skin,
    layoutType,
    rtl ? 'rtl' : 'ltr',
    isSignedIn() || getUser() !== null ? 'signed-in' : 'signed-out',
    localStorage.getItem(REMEMBERED_EMAIL) === null ? '' : 'remembered',
    sessionEndReason() ?? '',
  ].join(' ');
}

/** Whether #root holds HTML rendered at build time for this page and this browser's stored state. */
export function canHydrate(root: HTMLElement, pathname: string, signature: string): boolean {
  return (
    root.dataset.prerendered === pathname && root.dataset.renderedWith === signature && root.firstElementChild !== null
  );
}
