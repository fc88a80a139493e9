export const LOCALES = [
  { locale: 'en', name: 'English', flag: '🇬🇧' },
  { locale: 'de', name: 'Deutsch', flag: '🇩🇪' },
  { locale: 'fr', name: 'Français', flag: '🇫🇷' },
  { locale: 'pt', name: 'Português', flag: '🇵🇹' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'en';
export const isLocale = (value: unknown): value is Locale => LOCALES.some((l) => l.locale === value);

/** The locale chosen in the admin, where react-admin's store keeps it (`localStorageStore`: `RaStore.locale`). */
export function storedLocale(): Locale {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null');
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
