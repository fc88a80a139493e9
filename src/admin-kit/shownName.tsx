import type { RaRecord } from 'react-admin';
import { useLocaleState } from 'react-admin';

/*
 * A record named by a standard code (a language's ISO code, a country's) is shown by the name of that code in the
 * reader's language (Intl.DisplayNames): "Englisch" in a German screen, though the record stores "English". The stored
 * name stays what the form edits, and it is shown where no name is known for the code.
 */

/** Which code names the record, and what kind of code it is. */
export interface ShownName {
  type: Intl.DisplayNamesType;
  /** The field holding the code. */
  code: string;
}

const cache = new Map<string, Intl.DisplayNames>();

/** The name of `code` in `locale`; undefined when none is known or the code is not well formed. */
export function displayNameOf(type: Intl.DisplayNamesType, code: string, locale: string): string | undefined {
  const key = `${type}:${locale}`;
  try {
    let names = cache.get(key);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type, fallback: 'none' });
      cache.set(key, names);
    }
    return names.of(code) || undefined;
  } catch {
    return undefined;
  }
}

/** The record's name for a reader of `locale`: the code's name in their language, else the stored `fallback` field. */
export function shownNameText(record: RaRecord, shown: ShownName, fallback: string, locale: string): string {
  const code = record[shown.code];
  const name = typeof code === 'string' && code ? displayNameOf(shown.type, code, locale) : undefined;
  return name ?? String(record[fallback] ?? '');
}

/** shownNameText in the screen's language. */
export function ShownRecordName({ record, shown, fallback }: { record: RaRecord; shown: ShownName; fallback: string }) {
  const [locale = 'en'] = useLocaleState();
  return <>{shownNameText(record, shown, fallback, locale)}</>;
}
