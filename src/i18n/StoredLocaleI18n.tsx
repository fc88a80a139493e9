import { useEffect, useState, type ReactNode } from 'react';
import { I18nContext } from 'ra-core';
import { createSignInI18n } from './signInI18n';
import { storedLocale } from './storedLocale';

const i18nProvider = createSignInI18n();

/**
 * Translations for the pages that render without react-admin's shell (the sign-in pages): a light provider in
 * react-admin's context, so `useTranslate` works unchanged, in the locale the visitor chose before. Like react-admin's
 * own provider it waits for a non-default locale before rendering, so English never flashes first.
 */
export function StoredLocaleI18n({ children }: { children: ReactNode }) {
  const [locale] = useState(storedLocale);
  const [ready, setReady] = useState(() => i18nProvider.getLocale() === locale);
  useEffect(() => {
    if (ready) return;
    Promise.resolve(i18nProvider.changeLocale(locale))
      .catch(() => undefined)
      .finally(() => setReady(true));
  }, [locale, ready]);
  return ready ? <I18nContext.Provider value={i18nProvider}>{children}</I18nContext.Provider> : null;
}
