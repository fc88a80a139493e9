/** A translation of `T`: the same keys, nested the same way, every leaf a string. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export type MessageTree = { [key: string]: string | MessageTree };

/**
 * The feature strings a screen needs beside the shell's: `admin`, the admin's own (management screens, layout, shared
 * widgets, the areas' labels); `all`, also the template's demo screens' (src/i18n/messages.ts).
 */
export type MessageScope = 'admin' | 'all';
