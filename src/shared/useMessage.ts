import { useCallback } from 'react';
import { dynamicKey, type Translate } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { decodeMessage } from '@schemas/kit/validation';

/**
 * Translates a validation message: an i18n key, a key with arguments as schemas/kit/validation.ts `message()` writes
 * it (the API's field errors use both), or plain text (e.g. from a real server), which is shown as it is.
 */
export function translateMessage(translate: Translate, text: string): string {
  const { message, args } = decodeMessage(text);
  return translate(dynamicKey(message), { _: message, ...args });
}

/** `translateMessage` bound to the current locale; no message gives undefined. */
export function useMessage() {
  const translate = useT();
  return useCallback(
    (message: string | undefined) => (message ? translateMessage(translate, message) : undefined),
    [translate],
  );
}
