/** A language tag's name in `locale` (the tag's own language for its native name); undefined when none is known. */
export function languageName(code: string, locale: string): string | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(code);
  } catch {
    // Not a well-formed tag (half typed): no name yet.
    return undefined;
  }
}
