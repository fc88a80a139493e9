import { useEffect } from 'react';
import type { MessageKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useNavigation } from './navigation';
import { notePageTitle } from './pageAnnouncements';

export function useDocumentTitle(titleKey: MessageKey | undefined) {
  const translate = useT();
  const { pathname } = useNavigation().location;
  useEffect(() => {
    const app = translate('app.name');
    const page = titleKey ? translate(titleKey) : app;
    document.title = titleKey ? `${page} | ${app}` : app;
    notePageTitle(pathname, page);
  }, [titleKey, translate, pathname]);
}
