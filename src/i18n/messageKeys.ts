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

/** The dot-joined paths of a message tree's leaves. */
type LeafPaths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}` }[keyof T & string];

/** A management area's name, as its labels file declares it. */
export type AreaName = keyof AreaMessages & string;

/** An area's labels, and the page titles every area has (src/i18n/areaLabels.ts `withPageTitles`). */
type AreaKey<A extends AreaName> = `resources.${A}.${LeafPaths<AreaMessages[A]> | `page.${PageView}`}`;

/** A key of the app's English messages. */
export type MessageKey =
  | RaMessageKey
  | { [F in keyof FeatureMessages]: LeafPaths<FeatureMessages[F]> }[keyof FeatureMessages]
  | { [A in AreaName]: AreaKey<A> }[AreaName];

/** The keys below `prefix`, without it: `KeysUnder<'faq.contact'>` is `'title' | 'subtitle' | …`. */
export type KeysUnder<P extends string> = MessageKey extends infer K ? (K extends `${P}.${infer Rest}` ? Rest : never) : never;

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
