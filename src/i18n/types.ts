/** A translation of `T`: the same keys, nested the same way, every leaf a string. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export type MessageTree = { [key: string]: string | MessageTree };
