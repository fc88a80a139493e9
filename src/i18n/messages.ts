import englishMessages from 'ra-language-english';
import shellEnglish from 'virtual:i18n-shell/en';
import { withPageTitles } from './areaLabels';
import { deepMerge } from './deepMerge';
import type { Locale } from './locales';
import type { MessageScope, MessageTree } from './types';

/*
 * Every feature keeps its strings beside it in `i18n/{en,de,fr,pt}.ts` (default export, one namespace per feature),
 * and every management area in `resources/<area>/labels.ts` (all locales; src/i18n/areaLabels.ts), so a new feature
 * adds messages without editing a shared file. Areas' page titles follow from their names (`withPageTitles`).
 *
 * The first page carries only the shell's strings in English (menu, titles, navbar, home; picked at build time by
 * scripts/i18n-shell-plugin.ts). The feature files load lazily in two parts before a screen renders
 * (`loadScreenMessages`, awaited by the route table's screen loader): the admin's own (management screens, layout,
 * shared widgets, the areas' labels) with the first screen, the template's demo screens' with the first of those.
 * Other locales load when chosen.
 */
type FeatureFiles = Record<string, MessageTree>;
type Part = 'admin' | 'templates';
/** The parts a scope needs: a demo screen renders inside the admin and shows its strings too. */
const PARTS: Record<MessageScope, Part[]> = { admin: ['admin'], all: ['admin', 'templates'] };

/** The feature message files of each part and locale, by path (one chunk per part and locale). */
export const featureMessageFiles: Record<Part, Record<Locale, () => Promise<FeatureFiles>>> = {
  admin: {
    en: () => import('./features/admin/en').then((m) => m.default),
    de: () => import('./features/admin/de').then((m) => m.default),
    fr: () => import('./features/admin/fr').then((m) => m.default),
    pt: () => import('./features/admin/pt').then((m) => m.default),
  },
  templates: {
    en: () => import('./features/en').then((m) => m.default),
    de: () => import('./features/de').then((m) => m.default),
    fr: () => import('./features/fr').then((m) => m.default),
    pt: () => import('./features/pt').then((m) => m.default),
  },
};
const shells: Record<Exclude<Locale, 'en'>, () => Promise<MessageTree>> = {
  de: () => import('virtual:i18n-shell/de').then((m) => withPageTitles(m.default, 'de')),
  fr: () => import('virtual:i18n-shell/fr').then((m) => withPageTitles(m.default, 'fr')),
  pt: () => import('virtual:i18n-shell/pt').then((m) => withPageTitles(m.default, 'pt')),
};
const reactAdmin: Record<Exclude<Locale, 'en'>, () => Promise<MessageTree>> = {
  de: () => import('./ra/de').then((m) => m.default as MessageTree),
  fr: () => import('./ra/fr').then((m) => m.default as MessageTree),
  pt: () => import('./ra/pt').then((m) => m.default as MessageTree),
};

/** English strings of the shell (react-admin's and the picked feature strings): what the first page can show. */
export const englishShell: MessageTree = withPageTitles(deepMerge(englishMessages as MessageTree, shellEnglish), 'en');
const partTrees = new Map<string, Promise<MessageTree>>();
/** The parts whose strings have loaded, and English with them. */
const loadedParts = new Set<Part>();
let englishLoaded: MessageTree = englishShell;

/** One part's feature files of a locale, merged (loaded once). */
function partTree(part: Part, locale: Locale): Promise<MessageTree> {
  const key = `${part}:${locale}`;
  let tree = partTrees.get(key);
  if (!tree) {
    tree = featureMessageFiles[part][locale]().then((files) =>
      withPageTitles(deepMerge(...Object.values(files)), locale),
    );
    tree.catch(() => partTrees.delete(key));
    partTrees.set(key, tree);
  }
  return tree;
}

/** English as far as it has loaded: the shell, plus the features' strings a screen asked for. */
export const englishNow = (): MessageTree => englishLoaded;

/** All messages of a locale, English underneath so a gap never shows a raw key (the parity test catches gaps). */
export async function loadMessages(locale: Locale): Promise<MessageTree> {
  const english = englishNow();
  if (locale === 'en') return english;
  const [raMessages, shell, ...features] = await Promise.all([
    reactAdmin[locale](),
    shells[locale](),
    ...[...loadedParts].map((part) => partTree(part, locale)),
  ]);
  return deepMerge(english, raMessages, shell, ...features);
}

/** Loads the features' strings a scope needs (English, and `locale`); from then on `loadMessages` includes them. */
export async function loadScreenMessages(locale: Locale, scope: MessageScope = 'all'): Promise<void> {
  const parts = PARTS[scope];
  const [english] = await Promise.all([
    Promise.all(parts.map((part) => partTree(part, 'en'))),
    locale === 'en' ? undefined : Promise.all(parts.map((part) => partTree(part, locale))),
  ]);
  parts.forEach((part, i) => {
    if (loadedParts.has(part)) return;
    loadedParts.add(part);
    englishLoaded = deepMerge(englishLoaded, english[i]);
  });
}
