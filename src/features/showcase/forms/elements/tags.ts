/** Why a tag cannot be added, as a message key under `showcaseForms.tag.errors`; null when it can. */
export type TagProblem = 'duplicate' | 'tooMany' | 'pattern' | null;

export interface TagRules {
  /** At most this many tags. */
  max?: number;
  /** Each tag must match (e.g. letters, digits and hyphens). */
  pattern?: RegExp;
}

export function tagProblem(tag: string, tags: readonly string[], { max, pattern }: TagRules): TagProblem {
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return 'duplicate';
  if (max !== undefined && tags.length >= max) return 'tooMany';
  if (pattern && !pattern.test(tag)) return 'pattern';
  return null;
}

/** Splits typed text on commas (and semicolons), dropping empty pieces and surrounding spaces. */
export const splitTags = (text: string) =>
  text
    .split(/[,;]/)
    .map((piece) => piece.trim())
    .filter(Boolean);
