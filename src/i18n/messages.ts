import englishMessages from 'ra-language-english';
import { deepMerge } from './deepMerge';
import type { Locale } from './locales';
import type { MessageTree } from './types';

/*
 * Every feature keeps its strings beside it in `i18n/{en,de,fr,pt}.ts` (default export, one namespace per feature),
 * so a new feature adds messages without editing a shared file. English is bundled; the other locales load lazily.
 */
const english = import.meta.glob<MessageTree>(['/src/**/i18n/en.ts', '/resources/**/i18n/en.ts'], { eager: true, import: 'default' });
const lazy: Record<Exclude<Locale, 'en'>, Record<string, () => Promise<MessageTree>>> = {
  de: import.meta.glob<MessageTree>(['/src/**/i18n/de.ts', '/resources/**/i18n/de.ts'], { import: 'default' }),
  fr: import.meta.glob<MessageTree>(['/src/**/i18n/fr.ts', '/resources/**/i18n/fr.ts'], { import: 'default' }),
  pt: import.meta.glob<MessageTree>(['/src/**/i18n/pt.ts', '/resources/**/i18n/pt.ts'], { import: 'default' }),
};
const reactAdmin: Record<Exclude<Locale, 'en'>, () => Promise<MessageTree>> = {
  de: () => import('./ra/de').then((m) => m.default as MessageTree),
  fr: () => import('./ra/fr').then((m) => m.default as MessageTree),
  pt: () => import('./ra/pt').then((m) => m.default as MessageTree),
};

export const englishTree: MessageTree = deepMerge(englishMessages as MessageTree, ...Object.values(english));

/** All messages of a locale, English underneath so a gap never shows a raw key (the parity test catches gaps). */
export async function loadMessages(locale: Locale): Promise<MessageTree> {
  if (locale === 'en') return englishTree;
  const parts = await Promise.all([reactAdmin[locale](), ...Object.values(lazy[locale]).map((load) => load())]);
  return deepMerge(englishTree, ...parts);
}

/** Feature message files per locale, by path; the parity test reads them. */
export const featureMessageFiles = { en: english, ...lazy };
