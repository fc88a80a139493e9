import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales';
import { englishTree, loadMessages } from './messages';

/**
 * English answers synchronously; other locales return a promise that ra-i18n-polyglot awaits before switching.
 * react-admin's store remembers the chosen locale and restores it on reload.
 */
export function createI18nProvider() {
  return polyglotI18nProvider(
    (locale: string) => {
      const target: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
      document.documentElement.lang = target;
      // Our trees carry react-admin's `ra` messages (merged in messages.ts); polyglot only needs string leaves.
      return (target === 'en' ? englishTree : loadMessages(target)) as TranslationMessages | Promise<TranslationMessages>;
    },
    DEFAULT_LOCALE,
    LOCALES.map(({ locale, name }) => ({ locale, name })),
    { allowMissing: true },
  );
}
