/*
 * What the translators do with a key they have no message for (and no fallback text `_`): the app shows the key, so
 * a gap never blanks a screen. A test that looks one up fails (vitest.setup.ts takes the keys after each test); in
 * development the console names it once.
 */
const missing: string[] = [];
const warned = new Set<string>();

/** Records a key without a message and returns what to show for it: the key. */
export function missingKey(key: string): string {
  if (import.meta.env.MODE === 'test') missing.push(key);
  else if (import.meta.env.DEV && !warned.has(key)) {
    warned.add(key);
    console.warn(`Missing translation for key: "${key}"`);
  }
  return key;
}

/** The keys looked up without a message since the last call (tests). */
export const takeMissingKeys = (): string[] => missing.splice(0);

/** Fails when keys were looked up without a message since the last call: vitest.setup.ts, after every test. */
export function assertNoMissingKeys(): void {
  const keys = [...new Set(takeMissingKeys())];
  if (keys.length) throw new Error(`Translated keys without a message: ${keys.join(', ')}`);
}
