import englishMessages from 'ra-language-english';
import shellEnglish from 'virtual:i18n-shell/en';
import { withPageTitles } from './areaLabels';
import { deepMerge } from './deepMerge';
import type { Locale } from './locales';
import type { MessageTree } from './types';

/*
 * Every feature keeps its strings beside it in `i18n/{en,de,fr,pt}.ts` (default export, one namespace per feature),
 * and every management area in `resources/<area>/labels.ts` (all locales; src/i18n/areaLabels.ts), so a new feature
 * adds messages without editing a shared file. Areas' page titles follow from their names (`withPageTitles`).
 *
 * The first page carries only the shell's strings in English (menu, titles, navbar, home; picked at build time by
 * scripts/i18n-shell-plugin.ts). The feature files load lazily, all together, before the first screen renders
 * (`loadScreenMessages`, awaited by the route table's screen loader); other locales load when chosen.
 */
type FeatureFiles = Record<string, MessageTree>;
/** Every feature's message files of a locale, by path (one chunk per locale). */
export const featureMessageFiles: Record<Locale, () => Promise<FeatureFiles>> = {
  en: () => import('./features/en').then((m) => m.default),
  de: () => import('./features/de').then((m) => m.default),
  fr: () => import('./features/fr').then((m) => m.default),
  pt: () => import('./features/pt').then((m) => m.default),
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
const featureTrees = new Map<Locale, Promise<MessageTree>>();
let englishFull: MessageTree | undefined;

/** Every feature file of a locale, merged (loaded once). */
function featureTree(locale: Locale): Promise<MessageTree> {
  let tree = featureTrees.get(locale);
  if (!tree) {
    tree = featureMessageFiles[locale]().then((files) => withPageTitles(deepMerge(...Object.values(files)), locale));
    featureTrees.set(locale, tree);
  }
  return tree;
}

/** English as far as it has loaded: the shell, plus every feature's strings once a screen asked for them. */
export const englishNow = (): MessageTree => englishFull ?? englishShell;

/** All messages of a locale, English underneath so a gap never shows a raw key (the parity test catches gaps). */
export async function loadMessages(locale: Locale): Promise<MessageTree> {
  const english = englishNow();
  if (locale === 'en') return english;
  const [raMessages, shell, feature] = await Promise.all([
    reactAdmin[locale](),
    shells[locale](),
    englishFull ? featureTree(locale) : Promise.resolve({}),
  ]);
  return deepMerge(english, raMessages, shell, feature);
}

/** Loads every feature's strings (English, and `locale`); from then on `loadMessages` includes them. */
export async function loadScreenMessages(locale: Locale): Promise<void> {
  if (!englishFull) englishFull = deepMerge(englishShell, await featureTree('en'));
  if (locale !== 'en') await featureTree(locale);
}
