const names = new Map<string, Intl.DisplayNames>();

/** A country's name in a language, from its ISO code (Intl.DisplayNames). */
export function countryName(code: string, locale: string): string {
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    names.set(locale, display);
  }
  try {
    return display.of(code) ?? code;
  } catch {
    return code;
  }
}
