import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { notePageTitle } from './pageAnnouncements';

export function useDocumentTitle(titleKey: string | undefined) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  useEffect(() => {
    const app = translate('app.name');
    const page = titleKey ? translate(titleKey) : app;
    document.title = titleKey ? `${page} | ${app}` : app;
    notePageTitle(pathname, page);
  }, [titleKey, translate, pathname]);
}
