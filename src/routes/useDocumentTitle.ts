import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

export function useDocumentTitle(titleKey: string | undefined) {
  const translate = useTranslate();
  useEffect(() => {
    const app = translate('app.name');
    document.title = titleKey ? `${translate(titleKey)} | ${app}` : app;
  }, [titleKey, translate]);
}
