import type { PageView } from './areaLabels';
import type { RaMessageKey } from './raMessageKeys';

/*
 * The keys code may translate, derived by the compiler from the English messages themselves: react-admin's
 * (raMessageKeys.ts), every feature's `i18n/en.ts` and every area's `labels.ts`. Each message file adds its English
 * tree to one of the two interfaces below (`declare module '@/i18n/messageKeys'`), so a new key can be used as soon
 * as it is written and a new feature edits no shared file. `useT()` (useT.ts) accepts only these keys.
 */

/**
 * Every feature's English messages, one entry per message file. Each `src/**\/i18n/en.ts` ends with
 * `declare module '@/i18n/messageKeys' { interface FeatureMessages { <its namespace>: typeof en } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, see above
export interface FeatureMessages {}

/**
 * Every management area's English labels, by area name (its folder). Each `resources/<area>/labels.ts` declares
 * `interface AreaMessages { <area>: typeof en }`; its messages are `resources.<area>.*`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, see above
export interface AreaMessages {}

/** A management area's name, as its labels file declares it. */
export type AreaName = keyof AreaMessages & string;

/** An area's labels, with the page titles every area has (src/i18n/areaLabels.ts `withPageTitles`). */
type AreaTree<A extends AreaName> = AreaMessages[A] & { page: Record<PageView, string> };

/** The English message trees, one per message file: they merge into the app's messages. */
type MessageTrees = FeatureMessages[keyof FeatureMessages] | { resources: { [A in AreaName]: AreaTree<A> } };

/** The dot-joined paths of a message tree's leaves (of each tree, given several). */
type LeafPaths<T> = T extends string
  ? never
  : { [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}` }[keyof T & string];

/** A key of the app's English messages. */
export type MessageKey = RaMessageKey | LeafPaths<MessageTrees>;

/** What the trees hold under `key` (`T` may be several trees). */
type Child<T, K extends string> = T extends { [_ in K]: infer V } ? V : never;
/** What the trees hold at a dot-joined path. */
type At<T, P extends string> = P extends `${infer Head}.${infer Rest}` ? At<Child<T, Head>, Rest> : Child<T, P>;

/**
 * The keys below `prefix`, without it: `KeysUnder<'faq.contact'>` is `'title' | 'subtitle' | …`. Walked down the
 * trees rather than filtered from every key, which keeps the type check fast.
 */
export type KeysUnder<P extends string> = LeafPaths<At<MessageTrees, P>>;

/** Placeholder values (`%{name}`), the plural count (`smart_count`) and the text shown when the key has none (`_`). */
export type TranslateOptions = Record<string, unknown>;

/** react-admin's translate, accepting only keys the English messages have. */
export type Translate = (key: MessageKey, options?: TranslateOptions) => string;

/**
 * The escape hatch for a key the compiler cannot know: one built from data (an area's field from its declaration,
 * a message the API sent). Prefer a typed union (`` `blog.statuses.${Status}` ``). A key that turns out missing
 * still shows itself in the app, and fails the test that rendered it (src/i18n/missingKeys.ts), unless the call
 * gives a fallback text (`_`).
 */
export const dynamicKey = (key: string) => key as MessageKey;

/** A key every area has (its name, its page titles), of an area known only at run time. */
export const areaKey = (area: string, key: 'name' | `page.${PageView}`) => dynamicKey(`resources.${area}.${key}`);

/** `translate` bound to a key prefix, checked like it: `scoped(translate, 'faq.contact')('title')` is `faq.contact.title`. */
export function scoped<P extends string>(translate: Translate, prefix: P) {
  // `${P}.${KeysUnder<P>}` is a MessageKey by construction; the compiler cannot follow the template back.
  return (key: KeysUnder<P>, options?: TranslateOptions) => translate(`${prefix}.${key}` as MessageKey, options);
}

/** The sections under `prefix` that have a title: `TitledUnder<'showcaseUi'>` is `'typography' | 'colors' | …`. */
export type TitledUnder<P extends string> =
  KeysUnder<P> extends infer K ? (K extends `${infer Section}.title` ? Section : never) : never;
