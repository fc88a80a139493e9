import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { inSentence } from './areaLabels';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales';
import { englishNow, loadMessages, loadScreenMessages } from './messages';
import { missingKey } from './missingKeys';
import { onScreenMessages } from './screenMessages';

export { ensureScreenMessages } from './screenMessages';

/**
 * English answers synchronously; other locales return a promise that ra-i18n-polyglot awaits before switching.
 * react-admin's store remembers the chosen locale and restores it on reload. Locale changes run one after another,
 * so a refresh never lands a stale locale over a newer choice.
 */
export function createI18nProvider(): I18nProvider {
  let requested: Locale = DEFAULT_LOCALE;
  let queue: Promise<unknown> = Promise.resolve();
  const inner = polyglotI18nProvider(
    (locale: string) => {
      const target: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
      document.documentElement.lang = target;
      // Our trees carry react-admin's `ra` messages (merged in messages.ts); polyglot only needs string leaves.
      const messages = target === 'en' ? englishNow() : loadMessages(target);
      return messages as TranslationMessages | Promise<TranslationMessages>;
    },
    DEFAULT_LOCALE,
    LOCALES.map(({ locale, name }) => ({ locale, name })),
    // A key without a message shows itself; tests fail on it (missingKeys.ts).
    { onMissingKey: (key: string) => missingKey(key) },
  );
  const apply = (locale: Locale) => {
    const run = queue.then(() => inner.changeLocale(locale));
    queue = run.catch(() => undefined);
    return run;
  };
  onScreenMessages((scope) => loadScreenMessages(requested, scope).then(() => apply(requested)));
  const current = (): Locale => {
    const locale = inner.getLocale();
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
  };
  // react-admin's sort button lower-cases the column's first letter itself: "Sort by iSO code", "Nach name sortieren".
  const translate: I18nProvider['translate'] = (key, options) =>
    key === 'ra.sort.sort_by' && typeof options?.field === 'string'
      ? inner.translate(key, { ...options, field_lower_first: inSentence(options.field, current()) })
      : inner.translate(key, options);
  return {
    ...inner,
    translate,
    changeLocale: (locale: string) => {
      requested = isLocale(locale) ? locale : DEFAULT_LOCALE;
      return apply(requested);
    },
  };
}
