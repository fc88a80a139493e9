export const LOCALES = [
  { locale: 'en', name: 'English', flag: '🇬🇧' },
  { locale: 'de', name: 'Deutsch', flag: '🇩🇪' },
  { locale: 'fr', name: 'Français', flag: '🇫🇷' },
  { locale: 'pt', name: 'Português', flag: '🇵🇹' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'en';
export const isLocale = (value: unknown): value is Locale => LOCALES.some((l) => l.locale === value);
