import type { StringMap } from 'ra-core';

const isStringMap = (value: StringMap[string]): value is StringMap => typeof value === 'object' && value !== null;

/** Recursively merges `overrides` into a copy of `base` (inputs are not mutated). */
export const mergeMessages = <T extends StringMap>(base: T, overrides: StringMap): T => {
  const result: StringMap = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] = isStringMap(current) && isStringMap(value) ? mergeMessages(current, value) : value;
  }
  return result as T;
};
