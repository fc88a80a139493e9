import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

type Options = Record<string, unknown>;

/** `translate` bound to one screen's key prefix, so `t('title')` reads `showcaseComponents.alert.title`. */
export function useScopedTranslate(prefix: string): (key: string, options?: Options) => string {
  const translate = useTranslate();
  return useCallback((key: string, options?: Options) => translate(`${prefix}.${key}`, options), [translate, prefix]);
}
