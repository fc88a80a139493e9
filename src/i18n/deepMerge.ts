import type { MessageTree } from './types';

/** Merges message trees; later trees win on leaves. */
export function deepMerge(...trees: MessageTree[]): MessageTree {
  const out: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      out[key] =
        typeof value === 'object' && typeof existing === 'object'
          ? deepMerge(existing, value)
          : typeof value === 'object'
            ? deepMerge(value)
            : value;
    }
  }
  return out;
}

/** Every leaf key path of a tree, dot-joined. */
export function leafPaths(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafPaths(value, `${prefix}${key}.`),
  );
}
