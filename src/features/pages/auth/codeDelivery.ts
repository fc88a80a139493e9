import { API_MODE } from '@/data/config';
import type { MessageKey } from '@/i18n/messageKeys';

/**
 * Where a reset code sent by e-mail can be read when there is no real mailbox, as an i18n key: in browser-only mode
 * the worker delivers it to the demo e-mail app's inbox; in development the API server prints it in its log.
 * Production says nothing more than "sent".
 */
export function codeDeliveryHint(): MessageKey | null {
  if (API_MODE === 'browser') return 'auth.codeDelivery.browser';
  return import.meta.env.DEV ? 'auth.codeDelivery.server' : null;
}
