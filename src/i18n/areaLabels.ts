import type { Locale } from './locales';
import type { MessageTree, Translation } from './types';

/*
 * A management area's labels live in one file, resources/<area>/labels.ts, with every locale:
 * `{ en: {...}, de: {...}, fr: {...}, pt: {...} }`. They become react-admin's `resources.<area>` messages.
 */

export type PageView = 'list' | 'create' | 'edit' | 'show';
/** Page titles an area spells out where the generic ones read wrong (a French article, a list named otherwise). */
export type PageTitles = Partial<Record<PageView, string>>;

type LocaleLabels<T> = Translation<Omit<T, 'page'>> & { page?: PageTitles };

/**
 * What `resources/<area>/labels.ts` default-exports. English names the keys (at least `name`, `singular |||| plural`);
 * German, French and Portuguese have exactly the same keys. Any locale may add page titles (`page`).
 */
export type AreaLabels<T extends { name: string; page?: PageTitles }> = { en: T } & {
  [L in Exclude<Locale, 'en'>]: LocaleLabels<T>;
};

export type LabelFiles = Record<string, Record<Locale, MessageTree>>;

/** Every area's labels in one locale, as message files by path: `{ resources: { <area>: labels } }`. */
export function areaMessageFiles(files: LabelFiles, locale: Locale): Record<string, MessageTree> {
  return Object.fromEntries(
    Object.entries(files).map(([path, labels]) => [path, { resources: { [areaOfPath(path)]: labels[locale] } }]),
  );
}

/** `/resources/user/labels.ts` → `user`: the folder is the area's name. */
export const areaOfPath = (path: string) => path.split('/').at(-2)!;

/**
 * German capitalises nouns; the other locales write a name inside a sentence with a small letter, but for an
 * abbreviation ("ISO code", "URL").
 */
export const inSentence = (name: string, locale: Locale) =>
  locale === 'de' ? name : name.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase());

function fill(template: string | MessageTree | undefined, name: string, locale: Locale): string | undefined {
  if (typeof template !== 'string') return undefined;
  return template.replace('%{name}', template.startsWith('%{name}') ? name : inSentence(name, locale));
}

/**
 * Gives every area the page titles it does not spell out: the list is titled with the plural name, a record with
 * the singular, and the add and edit pages with `adminKit.page.{create,edit}` around the singular name.
 */
export function withPageTitles(tree: MessageTree, locale: Locale): MessageTree {
  const { resources, adminKit } = tree;
  if (typeof resources !== 'object') return tree;
  const templates = typeof adminKit === 'object' && typeof adminKit.page === 'object' ? adminKit.page : {};
  const areas: MessageTree = {};
  for (const [area, labels] of Object.entries(resources)) {
    if (typeof labels !== 'object' || typeof labels.name !== 'string') {
      areas[area] = labels;
      continue;
    }
    const [singular, plural = singular] = labels.name.split('||||').map((part) => part.trim());
    const generic = {
      list: plural,
      show: singular,
      create: fill(templates.create, singular, locale),
      edit: fill(templates.edit, singular, locale),
    };
    const page: MessageTree = {};
    for (const [view, title] of Object.entries(generic)) if (title !== undefined) page[view] = title;
    areas[area] = { ...labels, page: { ...page, ...(typeof labels.page === 'object' ? labels.page : {}) } };
  }
  return { ...tree, resources: areas };
}
