import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** The locale chosen in the admin, where react-admin's store keeps it (`localStorageStore`: `RaStore.locale`). */
export function storedLocale(): Locale {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null');
    return typeof stored === 'string' && isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
