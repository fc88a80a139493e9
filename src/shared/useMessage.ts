import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/** Translates a validation message that is an i18n key; plain text (e.g. from a real server) is shown as it is. */
export function useMessage() {
  const translate = useTranslate();
  return useCallback((message: string | undefined) => (message ? translate(message, { _: message }) : undefined), [translate]);
}
