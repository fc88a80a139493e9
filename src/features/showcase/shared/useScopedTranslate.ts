import { useMemo } from 'react';
import { scoped } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';

/** `translate` bound to one screen's key prefix, so `t('title')` reads `showcaseComponents.alert.title`. */
export function useScopedTranslate<P extends string>(prefix: P) {
  const translate = useT();
  return useMemo(() => scoped(translate, prefix), [translate, prefix]);
}
